/**
 * The field a refusal names (`field`: 'email', 'address.zipcode'), so a form shows the refusal at
 * that field; '' when it names none. Its own module: only the forms that use it carry it.
 */
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import type { SerializedError } from '@reduxjs/toolkit';

export function refusedField(error: FetchBaseQueryError | SerializedError | undefined): string {
  if (error && 'status' in error) {
    const data = error.data as { field?: unknown } | undefined;
    if (data && typeof data.field === 'string') return data.field;
  }
  return '';
}
