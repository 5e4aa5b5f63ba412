import {
  OPTION_MESSAGES,
  type OptionGroup,
  describeLine,
  fromPrice,
  groupsProblem,
  lineKeyOf,
  parseLineKey,
  resolveChoice,
  ruleInWords,
} from './options';

const size: OptionGroup = {
  id: 'size',
  name: 'Size',
  kind: 'one',
  min: 1,
  max: 1,
  options: [
    { id: 'reg', name: 'Regular', price: 0, available: true, isDefault: true },
    { id: 'lg', name: 'Large', price: 60, available: true },
  ],
};
const cheese = { id: 'chz', name: 'Extra cheese', price: 30, available: true };
const extras: OptionGroup = {
  id: 'extras',
  name: 'Extras',
  kind: 'many',
  min: 0,
  max: 2,
  options: [
    cheese,
    { id: 'egg', name: 'Fried egg', price: 20, available: true },
    { id: 'jal', name: 'Jalapeños', price: 20, available: false },
  ],
};

test('a line key is canonical: the same choices in any order give one key', () => {
  const a = lineKeyOf({ itemId: 'd1', optionIds: ['lg', 'chz'], note: '  cut   in 8 ' });
  const b = lineKeyOf({ itemId: 'd1', optionIds: ['chz', 'lg', 'chz'], note: 'cut in 8' });
  expect(a).toBe('d1|chz,lg|cut in 8');
  expect(b).toBe(a);
  expect(lineKeyOf({ itemId: 'd1', optionIds: [], note: ' ' })).toBe('d1');
  expect(parseLineKey(a)).toEqual({ itemId: 'd1', optionIds: ['chz', 'lg'], note: 'cut in 8' });
  expect(parseLineKey('d1|chz|a|b')).toEqual({ itemId: 'd1', optionIds: ['chz'], note: 'a|b' });
});

test('a key lineKeyOf would not write names no line', () => {
  for (const key of ['', 'd1|lg', 'd1|lg,chz|', 'd1||', '|lg|', 'd1|lg| x', 'd1|lg,lg|']) {
    expect(parseLineKey(key)).toBeNull();
  }
});

test('a choice is checked against each group and priced in whole rupees', () => {
  expect(resolveChoice('Cake', [size, extras])).toEqual({
    ok: true,
    optionIds: ['reg'],
    chosen: [{ group: 'Size', name: 'Regular', price: 0 }],
    extra: 0,
  });
  const large = resolveChoice('Cake', [size, extras], ['chz', 'lg', 'egg']);
  expect(large).toMatchObject({ ok: true, optionIds: ['lg', 'chz', 'egg'], extra: 110 });
  expect(resolveChoice('Cake', [size], ['reg', 'lg'])).toMatchObject({
    ok: false,
    message: 'Choose only one in Size.',
  });
  expect(resolveChoice('Cake', [size], [])).toMatchObject({ message: 'Choose one in Size.' });
  expect(resolveChoice('Cake', [size], ['zz'])).toMatchObject({
    message: 'That option is not on Cake.',
  });
  expect(resolveChoice('Cake', [extras], ['jal'])).toMatchObject({
    message: 'Jalapeños is not available right now.',
  });
  expect(resolveChoice('Cake', [extras], ['chz', 'egg', 'jal'])).toMatchObject({ ok: false });
  const noDefault = { ...size, options: size.options.map((o) => ({ ...o, isDefault: false })) };
  expect(resolveChoice('Cake', [noDefault])).toMatchObject({ message: 'Choose one in Size.' });
});

test("staff's groups are refused with the sentence that says why", () => {
  expect(groupsProblem([size, extras])).toBeNull();
  expect(groupsProblem([{ ...size, options: size.options.slice(0, 1) }])).toBe(
    "'Size' needs at least two options to choose from.",
  );
  expect(groupsProblem([{ ...extras, min: 3, max: 2 }])).toBe(OPTION_MESSAGES.minMax('Extras'));
  expect(groupsProblem([{ ...extras, max: 4 }])).toBe(OPTION_MESSAGES.minMax('Extras'));
  expect(groupsProblem([size, { ...extras, id: 'x2', name: ' size ' }])).toBe(
    "Two option groups are called 'size'.",
  );
  const twice = {
    ...extras,
    options: [
      cheese,
      { ...{ id: 'egg', name: 'Fried egg', price: 20, available: true }, name: 'extra CHEESE' },
    ],
  };
  expect(groupsProblem([twice])).toBe("'Extras' has two options called 'extra CHEESE'.");
  expect(groupsProblem([{ ...extras, options: [{ ...cheese, price: 2.5 }], max: 1 }])).toMatch(
    /whole number of rupees/,
  );
  const many = Array.from({ length: 11 }, (_, i) => ({ ...extras, id: `g${i}`, name: `G${i}` }));
  expect(groupsProblem(many)).toBe(OPTION_MESSAGES.tooManyGroups);
  expect(groupsProblem([{ ...extras, options: [{ ...cheese, isDefault: true }], max: 1 }])).toMatch(
    /Only a 'Choose 1' group has a default/,
  );
});

test('rules in words, from-prices and the line as every page writes it', () => {
  expect(ruleInWords(size)).toBe('Choose 1');
  expect(ruleInWords(extras)).toBe('Choose up to 2');
  expect(ruleInWords({ kind: 'many', min: 2, max: 2 })).toBe('Choose 2');
  expect(ruleInWords({ kind: 'many', min: 1, max: 3 })).toBe('Choose 1 to 3');
  expect(fromPrice([size, extras])).toEqual({ extra: 0, varies: true });
  expect(fromPrice([extras])).toEqual({ extra: 0, varies: false });
  expect(
    describeLine('Margherita', [{ name: 'Large' }, { name: 'Extra cheese' }], 'cut in 8'),
  ).toBe('Margherita · Large · Extra cheese — "cut in 8"');
});
