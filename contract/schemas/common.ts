/**
 * The pieces every call's schema is made of. Schemas are TypeBox: plain JSON Schema at run time
 * (what Fastify validates and serialises with, and what the OpenAPI document shows) and a
 * TypeScript type at compile time (`Static<typeof X>`), from one definition.
 */
import { Type, type TSchema } from '@sinclair/typebox';

/** Ids are opaque strings; anything longer than this is not one of ours. */
export const ID_MAX = 64;

export const Id = Type.String({ minLength: 1, maxLength: ID_MAX });

/**
 * A text field with a generous ceiling that stops absurd bodies before any work is done; the
 * handlers apply the shop's own limits with the shop's own words.
 */
export const Text = (maxLength: number) => Type.String({ maxLength });

/** Not blank: at least one character that is not a space (the handlers trim what they read). */
export const NOT_BLANK = '\\S';

/** A text that must be there and not blank. */
export const Filled = () => Type.String({ minLength: 1, pattern: NOT_BLANK });

/**
 * One line once trimmed, as the handlers read it: no line break or other control character
 * (contract/rules.ts, hasControlCharacter) between the first and the last visible character.
 */
export const ONE_LINE = '^\\s*[^\\p{Cc}\\u2028\\u2029]*\\s*$';

/**
 * Every reply says whether it succeeded; a refusal says why, in a sentence a person can read, and
 * may name the field it is about, so a form can show it there.
 */
export const Refusal = Type.Object(
  {
    success: Type.Literal(false),
    message: Type.String({ description: 'A sentence for the shopper.' }),
    field: Type.Optional(
      Type.String({
        description:
          "The body or query property the refusal is about, as a path: 'email', 'address.zipcode'.",
      }),
    ),
  },
  { description: 'The call was refused or failed; nothing was changed.' },
);

export const Done = Type.Object({ success: Type.Literal(true), message: Type.String() });

/** A reply schema for each listed status, refusals included. */
export function replies<Success extends Record<number, TSchema>>(
  success: Success,
  refusals: readonly number[],
): Success & Record<number, TSchema> {
  const all: Record<number, TSchema> = { ...success };
  for (const status of refusals) all[status] = Refusal;
  return all as Success & Record<number, TSchema>;
}

/** The schema keywords a call may answer with its own sentence. */
export type SchemaKeyword =
  | 'required'
  | 'minLength'
  | 'maxLength'
  | 'pattern'
  | 'format'
  | 'type'
  | 'minimum'
  | 'maximum'
  | 'minItems'
  | 'enum';

/**
 * The sentence the shop says when the schema refuses a field, by the field's path ('email',
 * 'address.zipcode'; '*' for any index of an array: 'items.*.quantity') and the keyword that
 * refused it: a missing field answers as the handler would ('Please fill all the fields'). A sentence may depend on the keyword's limit (a
 * `minLength` of 1 is 'fill it in', of 6 'too short'). A keyword without a sentence here gets
 * the generic one (server/http/errors.ts).
 */
export type FieldMessages = Readonly<
  Record<string, Partial<Record<SchemaKeyword, string | ((limit: number) => string)>>>
>;

/** One sentence for a field that is missing, empty or blank. */
export function filled(message: string) {
  return { required: message, minLength: message, pattern: message } as const;
}
