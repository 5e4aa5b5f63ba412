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
 * starts of the words in dish names, by one pass over names split once, in the menu's order with
 * the names that begin with it first.
 */
import MiniSearch, { type SearchOptions } from 'minisearch';
import type { FoodItem } from '../../../contract/api';

export interface DishMatches {
  dishes: FoodItem[];
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
  const dishesOf = (results: ReadonlyArray<{ id: string }>) =>
    results.map((result) => byId.get(result.id)).filter((dish) => dish !== undefined);
  const names = dishes.map((dish) => ({ dish, words: wordsOf(dish.name) }));

  /** Dishes with a name word starting with each of `terms`; names starting with the first, first. */
  function byNameStarts(terms: string[]): DishMatches {
    const first: FoodItem[] = [];
    const rest: FoodItem[] = [];
    const words = new Set<string>();
    for (const { dish, words: own } of names) {
      if (!terms.every((term) => own.some((word) => word.startsWith(term)))) continue;
      (own[0]!.startsWith(terms[0]!) ? first : rest).push(dish);
      for (const word of own) if (terms.some((term) => word.startsWith(term))) words.add(word);
    }
    return { dishes: first.concat(rest), words };
  }

  return {
    search(query) {
      const terms = wordsOf(query);
      if (terms.length > 0 && terms.every((term) => term.length < INDEXED_FROM))
        return byNameStarts(terms);
      const results = index.search(query.trim());
      const words = new Set(results.flatMap((result) => result.terms));
      return { dishes: dishesOf(results), words };
    },
    closest(query, count) {
      const results = index.search(query.trim(), {
        combineWith: 'OR',
        fuzzy: (term) => Math.max(1, Math.ceil(term.length / 3)),
      });
      return dishesOf(results).slice(0, count);
    },
  };
}
