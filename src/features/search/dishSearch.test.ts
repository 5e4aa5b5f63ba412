/**
 * The search's matching and ranking on the sample menu (docs/product.md#search-and-filters): the
 * typos and partial words shoppers type, name matches first, description-only words.
 */
import MiniSearch from 'minisearch';
import type { FoodItem } from '../../../contract/api';
import { SAMPLE_MENU } from '../../../server/food/sample-menu';
import { markWords } from '../../components/dish/Marked';
import { makeDishSearch } from './dishSearch';

const MENU: FoodItem[] = SAMPLE_MENU.flatMap(({ category, dishes }) =>
  dishes.map((dish, index) => ({
    _id: `${category}-${index}`,
    ...dish,
    image: 'dish.webp',
    category,
    available: true,
  })),
);
const search = makeDishSearch(MENU);
const names = (query: string) => search.search(query).dishes.map((dish) => dish.name);

test.each([
  ['musroom', 'Garlic Mushroom'],
  ['butterscoth', 'Butterscotch Cake'],
  ['veg roll', 'Veg Rolls'],
  ['oregano', 'Greek Salad'],
  ['pasta', 'Cheese Pasta'],
])("'%s' finds %s first", (query, dish) => {
  expect(names(query)[0]).toBe(dish);
});

test("'noodels' finds the noodles", () => {
  const found = names('noodels');
  const noodles = MENU.filter((dish) => dish.category === 'Noodles').map((dish) => dish.name);
  expect(found.length).toBeGreaterThanOrEqual(3);
  for (const name of found.slice(0, 3)) expect(noodles).toContain(name);
});

test('every word must match: "veg roll" is not every veg dish or every roll', () => {
  expect(names('veg roll')).toEqual(['Veg Rolls']);
});

test('name matches rank above description matches; partial words match', () => {
  // 'cream' starts a word in five names (four ice creams, Creamy Pasta), and is only in the
  // descriptions of others ('butterscotch cream', 'fresh cream', 'creamy garlic dressing').
  const found = names('cream');
  const inName = found.filter((name) => /cream/i.test(name));
  expect(inName).toHaveLength(5);
  expect(found.slice(0, 5)).toEqual(inName);
  expect(found.slice(5)).toEqual(expect.arrayContaining(['Butterscotch Cake', 'Sliced Cake']));
  // 'chick' is the start of 'chicken': the four chicken dishes come first.
  expect(
    names('chick')
      .slice(0, 4)
      .every((name) => name.startsWith('Chicken')),
  ).toBe(true);
});

test('nothing matching: empty, with the closest dishes offered', () => {
  expect(names('xylophone pizza')).toEqual([]);
  expect(search.search('').dishes).toEqual([]);
  const closest = search.closest('pizza pasta', 4).map((dish) => dish.name);
  expect(closest.length).toBeGreaterThan(0);
  expect(closest.every((name) => /Pasta/.test(name))).toBe(true);
});

test('the words that matched are marked, whatever their case', () => {
  const { words } = search.search('musroom');
  expect(words.has('mushroom')).toBe(true);
  expect(markWords('Garlic Mushroom', words)).toEqual([
    { text: 'Garlic ', marked: false },
    { text: 'Mushroom', marked: true },
  ]);
  // Cut as the search cuts words (letters and digits), every piece kept in order, the text
  // between marks in one piece.
  expect(markWords("Mac'n'Cheese, 2 pcs.", new Set(['cheese', '2']))).toEqual([
    { text: "Mac'n'", marked: false },
    { text: 'Cheese', marked: true },
    { text: ', ', marked: false },
    { text: '2', marked: true },
    { text: ' pcs.', marked: false },
  ]);
  expect(markWords('Cheese cheese', new Set(['cheese']))).toEqual([
    { text: 'Cheese', marked: true },
    { text: ' ', marked: false },
    { text: 'cheese', marked: true },
  ]);
});

test('a letter or two match the starts of words in dish names, names starting with them first', () => {
  const found = names('c');
  expect(found.length).toBeGreaterThan(0);
  for (const name of found) expect(name).toMatch(/(^|[^\p{L}\p{N}])c/iu);
  // Every dish whose name has a word starting with 'c' (Chicken, Cheese, Butterscotch Cake, ...).
  const expected = MENU.filter((dish) => /(^|[^\p{L}\p{N}])c/iu.test(dish.name));
  expect(found).toHaveLength(expected.length);
  const leading = found.filter((name) => /^c/i.test(name));
  expect(leading.length).toBeGreaterThan(0);
  expect(leading.length).toBeLessThan(found.length);
  expect(found.slice(0, leading.length)).toEqual(leading);
  // Every word must start one in the name: 'ch sa' is the chicken salad and sandwich, no other.
  expect(names('ch sa')).toEqual(['Chicken Salad', 'Chicken Sandwich']);
  const { words } = search.search('CH');
  expect(words.has('chicken')).toBe(true);
});

test('words of up to three letters find what a scan of every dish finds, in the same order', () => {
  // The straightforward reading of the rule, to check the table of word starts against: a letter
  // or two start a word of the name, three a word of the name or the description; names that
  // begin with the first word typed come first, then other names with it, then descriptions.
  const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const scan = (query: string) => {
    const terms = query.toLowerCase().split(' ');
    const inName = (dish: FoodItem, term: string) =>
      wordsOf(dish.name).some((word) => word.startsWith(term));
    const found = MENU.filter((dish) =>
      terms.every(
        (term) =>
          inName(dish, term) ||
          (term.length === 3 && wordsOf(dish.description).some((word) => word.startsWith(term))),
      ),
    );
    const [first] = terms as [string];
    const tier = (dish: FoodItem) =>
      wordsOf(dish.name)[0]!.startsWith(first) ? 0 : inName(dish, first) ? 1 : 2;
    return [0, 1, 2].flatMap((t) => found.filter((dish) => tier(dish) === t).map((d) => d.name));
  };
  const starts = new Set(
    MENU.flatMap((dish) => wordsOf(dish.name)).flatMap((word) => [
      word.slice(0, 1),
      word.slice(0, 2),
      word.slice(0, 3),
    ]),
  );
  for (const word of MENU.flatMap((dish) => wordsOf(dish.description)))
    if (word.length >= 3) starts.add(word.slice(0, 3));
  for (const start of [...starts, 'zq', 'zqx', 'c ch', 'sa c', 'ch zz', 'veg rol', 'c ore'])
    expect([start, names(start)]).toEqual([start, scan(start)]);
  expect(starts.size).toBeGreaterThan(100);
  // Three letters find the dishes MiniSearch finds for them, as a prefix without typos.
  const plain = new MiniSearch<FoodItem>({ idField: '_id', fields: ['name', 'description'] });
  plain.addAll(MENU);
  const threes = [...starts].filter((start) => start.length === 3);
  for (const start of threes)
    expect([
      start,
      search
        .search(start)
        .dishes.map((dish) => dish._id)
        .sort(),
    ]).toEqual([
      start,
      plain
        .search(start, { prefix: true })
        .map((result) => result.id)
        .sort(),
    ]);
  expect(threes.length).toBeGreaterThan(50);
  expect(names('ore')).toContain('Greek Salad');
  const { words } = search.search('ORE');
  expect(words.has('oregano')).toBe(true);
});

test("two letters swapped are one slip: 'greek salda' finds Greek Salad first", () => {
  expect(names('greek salda')).toEqual(['Greek Salad']);
  expect(names('salda')[0]).toMatch(/Salad$/);
  expect(names('lasgana')).toEqual(['Lasagna Rolls']);
  expect(names('veg rlol')).toEqual(['Veg Rolls']);
  const { words } = search.search('greek salda');
  expect(words.has('salad')).toBe(true);
});

test("the menu's words as shoppers spell them: 'panner' and 'paner' find the paneer dishes", () => {
  const paneer = (id: string, name: string): FoodItem => ({
    _id: id,
    name,
    description: 'Cottage cheese with spices',
    price: 20,
    image: 'dish.webp',
    category: 'Rolls',
    available: true,
    labels: ['vegetarian'],
  });
  const withPaneer = makeDishSearch([
    ...MENU,
    paneer('paneer-1', 'Paneer Tikka Roll'),
    paneer('paneer-2', 'Palak Paneer'),
  ]);
  for (const query of ['panner', 'paner', 'paneer']) {
    const found = withPaneer.search(query).dishes.map((dish) => dish.name);
    expect([query, found.slice(0, 2).sort()]).toEqual([
      query,
      ['Palak Paneer', 'Paneer Tikka Roll'],
    ]);
  }
});

test("option names are searched: 'large cake' finds the cakes that come in Large", () => {
  const cakes = MENU.filter((dish) =>
    dish.optionGroups?.some((group) => group.options.some((option) => option.name === 'Large')),
  ).map((dish) => dish.name);
  expect(cakes).toHaveLength(4);
  expect(names('large cake').sort()).toEqual([...cakes].sort());
  expect(names('extra cheese')).toEqual(expect.arrayContaining(['Chicken Sandwich']));
});

test('the words marked are those of the dishes found, each word once whatever the order', () => {
  const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const textOf = (dish: FoodItem) =>
    [dish.name, dish.description]
      .concat((dish.optionGroups ?? []).flatMap((group) => group.options.map((o) => o.name)))
      .join(' ');
  for (const query of ['chick', 'cream', 'musroom', 'greek salda', 'veg roll', 'large cake']) {
    const { dishes, words } = search.search(query);
    const found = new Set(dishes.flatMap((dish) => wordsOf(textOf(dish))));
    expect([query, [...words].filter((word) => !found.has(word))]).toEqual([query, []]);
    for (const dish of dishes)
      expect([query, dish.name, wordsOf(textOf(dish)).some((word) => words.has(word))]).toEqual([
        query,
        dish.name,
        true,
      ]);
  }
  // Found in turn by different spellings: both are marked.
  const dish = (id: string, name: string): FoodItem => ({ ...MENU[0]!, _id: id, name });
  const spelt = makeDishSearch([
    dish('a', 'Paner Special'),
    dish('b', 'Paneer Tikka'),
    dish('c', 'Paner Roll'),
    dish('d', 'Paneer Masala'),
  ]);
  expect([...spelt.search('paner').words].sort()).toEqual(['paneer', 'paner']);
});

test('the next keys prepared are the last word one letter longer, as words of the menu go on', () => {
  const dish = (id: string, name: string): FoodItem => ({
    ...MENU[0]!,
    _id: id,
    name,
    description: 'Fresh.',
    optionGroups: [],
  });
  const menu = makeDishSearch([
    dish('a', 'Chicken Roll'),
    dish('b', 'Chicken Tikka'),
    dish('c', 'Chilli Paneer'),
    dish('d', 'Chickpea Curry'),
    dish('e', 'Paneer Roll'),
  ]);
  // 'chick' is the start of three words' uses, 'chil' of one.
  expect(menu.nextQueries('chi')).toEqual(['chic', 'chil']);
  expect(menu.nextQueries('chic')).toEqual(['chick']);
  expect(menu.nextQueries('roll chi')).toEqual(['roll chic', 'roll chil']);
  // Keys after shorter words are the table's; a whole word has nothing to go on with.
  expect(menu.nextQueries('ch')).toEqual([]);
  expect(menu.nextQueries('')).toEqual([]);
  expect(menu.nextQueries('paneer')).toEqual([]);
});

test('an answer prepared ahead is the one the key would get, and is kept for it', () => {
  const queries = ['chic', 'chick', 'greek sala', 'musr', 'pane', 'veg roll', 'larg', 'cakee'];
  const prepared = makeDishSearch(MENU);
  for (const query of queries) prepared.prepare(query);
  for (const query of queries) {
    const fresh = makeDishSearch(MENU).search(query);
    const kept = prepared.search(query);
    expect([query, kept.dishes.map((dish) => dish._id), [...kept.words].sort()]).toEqual([
      query,
      fresh.dishes.map((dish) => dish._id),
      [...fresh.words].sort(),
    ]);
    expect(prepared.search(query)).toBe(kept);
  }
  // The table's answers need no preparing.
  prepared.prepare('chi');
  expect(prepared.search('chi').dishes.length).toBeGreaterThan(0);
});

test('only the last few answers are kept', () => {
  const kept = makeDishSearch(MENU);
  const first = kept.search('chicken');
  expect(kept.search('chicken')).toBe(first);
  for (let i = 0; i < 30; i += 1) kept.search(`pasta ${i}`);
  const again = kept.search('chicken');
  expect(again).not.toBe(first);
  expect(again.dishes).toEqual(first.dishes);
});
