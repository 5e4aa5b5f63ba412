import type { FetchBaseQueryError } from '@reduxjs/toolkit/query/react';

/** A failure that may pass in a moment: the store or the balancer in front says so, or no answer came. */
export const mayPass = (status: FetchBaseQueryError['status']) =>
  status === 'FETCH_ERROR' || status === 502 || status === 503 || status === 504;
