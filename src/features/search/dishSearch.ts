/**
 * /SearchFood's search (docs/product.md#search-and-filters): names and descriptions, name matches
 * ranked first, forgiving of typos and partial words ('musroom' finds Garlic Mushroom, 'veg roll'
 * finds Veg Rolls), with the words that matched, so the page can mark them.
 *
 * MiniSearch rather than Fuse.js: it indexes the menu once (an inverted index in a radix tree),
 * so a keystroke looks up a few words, with fuzzy and prefix matching on that tree; Fuse.js scans
 * every dish's text on every keystroke, which a 10,000-dish menu cannot afford on a phone. It is
 * loaded with this page only.
 *
 * The first letter or two are the exception: 'c' is the start of thousands of words in a large
 * menu, and scoring every one of them took 80 ms on a laptop (over 300 ms on a phone) for a
 * ranking nobody can read into one letter. A query whose words are all that short matches the
 * starts of the words in dish names, in the menu's order with the names that begin with it
 * first, read from a table of every name word's first letter and first two letters built with
 * the index (a scan of 10,000 names was most of a phone's first keystroke).
 */
import MiniSearch, { type SearchOptions } from 'minisearch';
import type { FoodItem } from '../../../contract/api';

export interface DishMatches {
  /** Shared with later searches of the same start: never changed by the caller. */
  dishes: readonly FoodItem[];
  /** The dishes' words that matched (lower-case), to mark in names and descriptions. */
  words: ReadonlySet<string>;
}

/** Words as the index cuts them (letters and digits), lower-case. */
const WORD = /[\p{L}\p{N}]+/gu;
const wordsOf = (text: string): string[] => text.toLowerCase().match(WORD) ?? [];

/** Query words shorter than this are matched as the start of a word in a dish's name. */
const INDEXED_FROM = 3;

/** Typos allowed per word: none in short words (too many false friends), one, then two. */
function typosAllowed(term: string): number {
  if (term.length <= 3) return 0;
  return term.length <= 5 ? 1 : 2;
}

const OPTIONS: SearchOptions = {
  fields: ['name', 'description'],
  // A match in the name counts several times one in the description.
  boost: { name: 4 },
  prefix: true,
  fuzzy: (term) => typosAllowed(term),
  // A fuzzy match counts for less than an exact one, so 'rolls' ranks Veg Rolls above others.
  weights: { fuzzy: 0.3, prefix: 0.6 },
  combineWith: 'AND',
};

/** The dishes whose name has a word starting with a given letter or two. */
interface NameStart {
  dishes: Set<FoodItem>;
  /** Those whose name begins with it. */
  leading: Set<FoodItem>;
  /** The names' words that start with it. */
  words: Set<string>;
  /**
   * `dishes` in the menu's order, those in `leading` first: the answer to this start alone, kept
   * in two lists as the table is built (a ranking of thousands of dishes was a phone's first key).
   */
  ranked: { leading: FoodItem[]; others: FoodItem[]; all?: FoodItem[] };
}

const emptyStart = (): NameStart => ({
  dishes: new Set(),
  leading: new Set(),
  words: new Set(),
  ranked: { leading: [], others: [] },
});
const EMPTY_START = emptyStart();

/**
 * Every one- and two-letter start of a word in the dishes' names, with the dishes that have it:
 * a first keystroke then reads its answer instead of scanning every name.
 */
function indexNameStarts(dishes: readonly FoodItem[]): Map<string, NameStart> {
  const starts = new Map<string, NameStart>();
  for (const dish of dishes) {
    wordsOf(dish.name).forEach((word, position) => {
      for (let length = 1; length < INDEXED_FROM && length <= word.length; length += 1) {
        const start = word.slice(0, length);
        let entry = starts.get(start);
        if (!entry) {
          entry = emptyStart();
          starts.set(start, entry);
        }
        entry.words.add(word);
        if (entry.dishes.has(dish)) continue;
        // A name's words come in order, so a dish is first seen here by its first word if at all.
        entry.dishes.add(dish);
        if (position === 0) {
          entry.leading.add(dish);
          entry.ranked.leading.push(dish);
        } else entry.ranked.others.push(dish);
      }
    });
  }
  return starts;
}

export interface DishSearch {
  /** Dishes matching every word typed, best first; nothing for an empty query. */
  search(query: string): DishMatches;
  /** When nothing matches: the dishes closest to any word typed, best first. */
  closest(query: string, count: number): FoodItem[];
}

export function makeDishSearch(dishes: readonly FoodItem[]): DishSearch {
  const index = new MiniSearch<FoodItem>({
    idField: '_id',
    fields: ['name', 'description'],
    searchOptions: OPTIONS,
  });
  index.addAll(dishes);
  const byId = new Map(dishes.map((dish) => [dish._id, dish]));
  /** The results' dishes and matched words, in one pass (thousands of results for 'chi'). */
  function matchesOf(results: ReadonlyArray<{ id: string; terms: string[] }>) {
    const dishes: FoodItem[] = [];
    const words = new Set<string>();
    for (const { id, terms } of results) {
      const dish = byId.get(id);
      if (dish) dishes.push(dish);
      for (const term of terms) words.add(term);
    }
    return { dishes, words };
  }
  const starts = indexNameStarts(dishes);

  /** Dishes with a name word starting with each of `terms`; names starting with the first, first. */
  function byNameStarts(terms: string[]): DishMatches {
    const lists = terms.map((term) => starts.get(term) ?? EMPTY_START);
    const ranked = (dishes: FoodItem[], { leading }: NameStart) =>
      dishes
        .filter((dish) => leading.has(dish))
        .concat(dishes.filter((dish) => !leading.has(dish)));
    const [first] = lists as [NameStart];
    if (lists.length === 1) {
      const { leading, others } = first.ranked;
      first.ranked.all ??= leading.concat(others);
      return { dishes: first.ranked.all, words: first.words };
    }
    // The rarest start holds every answer; the other terms only narrow it.
    const fewest = lists.reduce((a, b) => (b.dishes.size < a.dishes.size ? b : a));
    const matching = [...fewest.dishes].filter((dish) =>
      lists.every(({ dishes }) => dishes.has(dish)),
    );
    const dishes = ranked(matching, first);
    const words = new Set<string>();
    for (const dish of dishes)
      for (const word of wordsOf(dish.name))
        if (terms.some((term) => word.startsWith(term))) words.add(word);
    return { dishes, words };
  }

  return {
    search(query) {
      const terms = wordsOf(query);
      if (terms.length > 0 && terms.every((term) => term.length < INDEXED_FROM))
        return byNameStarts(terms);
      return matchesOf(index.search(query.trim()));
    },
    closest(query, count) {
      const results = index.search(query.trim(), {
        combineWith: 'OR',
        fuzzy: (term) => Math.max(1, Math.ceil(term.length / 3)),
      });
      return matchesOf(results.slice(0, count)).dishes;
    },
  };
}
