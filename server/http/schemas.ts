/** JSON-schema pieces the routes share. */

/** Ids are opaque strings; anything longer than this is not one of ours. */
export const ID_MAX = 64;

export const idString = { type: 'string', minLength: 1, maxLength: ID_MAX } as const;

/** A string field, with a ceiling that stops absurd bodies before any work is done. */
export function text(maxLength: number) {
  return { type: 'string', maxLength } as const;
}

export function objectBody(properties: Record<string, unknown>, required: string[] = []) {
  return { type: 'object', properties, required } as const;
}
