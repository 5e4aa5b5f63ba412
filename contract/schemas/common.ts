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
