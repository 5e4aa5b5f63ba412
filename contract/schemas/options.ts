/** Dish options on the wire (contract/options.ts has their rules and the cart line key). */
import { Type } from '@sinclair/typebox';
import {
  NOTE_MAX,
  OPTION_GROUPS_MAX,
  OPTION_NAME_MAX,
  OPTION_PRICE_MAX,
  OPTIONS_MAX,
} from '../options';

const OptionId = Type.String({ pattern: '^[a-z0-9]{1,16}$', description: 'Unique in its dish.' });

const DishOptionSchema = Type.Object({
  id: OptionId,
  name: Type.String({ minLength: 1, maxLength: OPTION_NAME_MAX }),
  price: Type.Integer({
    minimum: 0,
    maximum: OPTION_PRICE_MAX,
    description: 'Whole rupees added to the dish (₹30 -> 30).',
  }),
  available: Type.Boolean(),
  isDefault: Type.Optional(
    Type.Boolean({ description: "The option a 'one' group starts with (at most one)." }),
  ),
});

const OptionGroupSchema = Type.Object({
  id: OptionId,
  name: Type.String({ minLength: 1, maxLength: OPTION_NAME_MAX }),
  kind: Type.Union([Type.Literal('one'), Type.Literal('many')], {
    description: "'one': choose exactly one (min = max = 1); 'many': between min and max.",
  }),
  min: Type.Integer({ minimum: 0, maximum: OPTIONS_MAX }),
  max: Type.Integer({ minimum: 1, maximum: OPTIONS_MAX }),
  options: Type.Array(DishOptionSchema, { minItems: 1, maxItems: OPTIONS_MAX }),
});

export const OptionGroupsSchema = Type.Array(OptionGroupSchema, {
  maxItems: OPTION_GROUPS_MAX,
  description: 'In the order the shopper sees them (contract/options.ts has the rules).',
});

/**
 * Groups as staff send them (dish add and edit): the same fields with generous ceilings only, so
 * the handler refuses with groupsProblem's sentences (contract/options.ts), as staff's form does.
 */
export const OptionGroupsBodySchema = Type.Array(
  Type.Object({
    id: Type.String({ maxLength: 40 }),
    name: Type.String({ maxLength: 400 }),
    kind: OptionGroupSchema.properties.kind,
    min: Type.Number(),
    max: Type.Number(),
    options: Type.Array(
      Type.Object({
        id: Type.String({ maxLength: 40 }),
        name: Type.String({ maxLength: 400 }),
        price: Type.Number({ description: 'Whole rupees added to the dish (₹30 -> 30).' }),
        available: Type.Boolean(),
        isDefault: Type.Optional(Type.Boolean()),
      }),
      { maxItems: 100 },
    ),
  }),
  { maxItems: 50, description: OptionGroupsSchema.description },
);

/** An option as an order keeps it: names and price when the order was placed. */
export const ChosenOptionSchema = Type.Object({
  group: Type.String(),
  name: Type.String(),
  price: Type.Integer({ description: 'Whole rupees it added to one of the dish.' }),
});

/** The longest line key: an id, 30 option ids and a note of multi-unit characters. */
export const LINE_KEY_MAX = 64 + 1 + OPTIONS_MAX * 17 + 1 + NOTE_MAX * 2;

/** A dish id of up to 64 characters, then optionally '|' option ids '|' a one-line note. */
export const LINE_KEY_PATTERN = '^[^|]{1,64}(\\|[a-z0-9,]*\\|.*)?$';

/** A cart line key (contract/options.ts lineKeyOf): a dish id, or id|options|note. */
export const lineKey = (description: string) =>
  Type.String({ minLength: 1, maxLength: LINE_KEY_MAX, pattern: LINE_KEY_PATTERN, description });
