/**
 * /SearchFood's search (docs/product.md#search-and-filters): names, descriptions and option
 * names, name matches ranked first, forgiving of typos, two letters swapped and partial words
 * ('musroom' finds Garlic Mushroom, 'greek salda' Greek Salad, 'veg roll' Veg Rolls, 'large cake'
 * the cakes that come large), with the words that matched, so the page can mark them.
 *
 * MiniSearch rather than Fuse.js: it indexes the menu once (an inverted index in a radix tree),
 * so a keystroke looks up a few words, with fuzzy and prefix matching on that tree; Fuse.js scans
 * every dish's text on every keystroke, which a 10,000-dish menu cannot afford on a phone. It is
 * loaded with this page only.
 *
 * Words of up to three letters are the exception: 'c' is the start of thousands of words in a
 * large menu, and scoring every one of them is a phone's slowest keystroke
 * (docs/operations.md#figures-behind-choices-in-the-code) for a ranking nobody can read into a
 * letter or three. Such words are read from a table of word starts built with the index, from
 * the same cut of each dish's words MiniSearch indexes: a letter or two match the starts of words
 * in dish names, three the starts of words in names or descriptions (the dishes MiniSearch would
 * find: no typos are allowed at that length). The dishes come in three tiers, each in the menu's
 * order: names that begin with the first word typed, other names with it, descriptions only.
 *
 * A longer word's answer costs MiniSearch's scoring of every dish with a matching word. While the
 * shopper reads one answer, the page asks for the next key's likely answers ahead
 * (`nextQueries`, `prepare`): the last word typed, one letter longer, as the menu's own words go
 * on ('chi' -> 'chic', 'chil'). They are kept with the last few answers, so a shopper typing a
 * word of the menu gets each key's answer without waiting for that scoring; any other key (a
 * typo, a word the menu has not got) is answered as it comes, with the same answer.
 */
import MiniSearch, { type Query, type SearchOptions } from 'minisearch';
import type { FoodItem } from '../../../contract/api';
import { wordsOf } from '../../lib/words';

export interface DishMatches {
  /** Shared with later searches of the same start: never changed by the caller. */
  dishes: readonly FoodItem[];
  /** The dishes' words that matched (lower-case), to mark in names and descriptions. */
  words: ReadonlySet<string>;
}

/**
 * Query words up to this long are answered from the table of word starts; longer ones by
 * MiniSearch. Starts of this length are taken from descriptions too, shorter ones from names only.
 */
const TABLE_UP_TO = 3;

/** Answers kept for queries asked again or prepared ahead, the oldest dropped first. */
const KEPT_ANSWERS = 24;
/** At most this many next keys are prepared after an answer, the commonest starts first. */
const NEXT_KEYS = 4;

/** Typos allowed per word: none in short words (too many false friends), one, then two. */
function typosAllowed(term: string): number {
  if (term.length <= 3) return 0;
  return term.length <= 5 ? 1 : 2;
}

const OPTIONS: SearchOptions = {
  fields: ['name', 'description', 'options'],
  // A match in the name counts several times one in the description or an option's name.
  boost: { name: 4 },
  prefix: true,
  fuzzy: (term) => typosAllowed(term),
  // A fuzzy match counts for less than an exact one, so 'rolls' ranks Veg Rolls above others.
  weights: { fuzzy: 0.3, prefix: 0.6 },
  combineWith: 'AND',
  // A query is cut as the dishes were.
  tokenize: wordsOf,
};

/**
 * Each spelling of a word with two neighbouring letters swapped ('salda' -> 'aslda', 'slada',
 * 'saalda'... 'salad'): a swap is one slip of the fingers, but two edits to the fuzzy match.
 */
function swapsOf(term: string): string[] {
  const swaps: string[] = [];
  for (let i = 0; i + 1 < term.length; i += 1) {
    if (term[i] === term[i + 1]) continue;
    swaps.push(term.slice(0, i) + term[i + 1] + term[i] + term.slice(i + 2));
  }
  return swaps;
}

/**
 * The query MiniSearch runs: every word typed must match (with its typos and as a prefix), or
 * one of its swapped spellings must match exactly or as a prefix, counting for less.
 */
function forgivingQuery(terms: readonly string[]): Query {
  return {
    combineWith: 'AND',
    queries: terms.map((term) =>
      term.length <= TABLE_UP_TO
        ? term
        : {
            combineWith: 'OR',
            queries: [
              term,
              { queries: swapsOf(term), combineWith: 'OR', fuzzy: false, boost: { name: 2 } },
            ],
          },
    ),
  };
}

/** The names of a dish's options, as one text to index ('' for a dish without options). */
function optionNamesOf(dish: FoodItem): string {
  return (dish.optionGroups ?? [])
    .flatMap((group) => group.options.map((option) => option.name))
    .join(' ');
}

/** The dishes with a word starting with a given letter, two or three, in the order of its answer. */
interface WordStart {
  /** Names that begin with it. */
  leading: FoodItem[];
  /** Other names with a word starting with it. */
  inName: FoodItem[];
  /** Descriptions with a word starting with it, the name without (three-letter starts). */
  described: FoodItem[];
  /** The words that start with it, to mark. */
  words: Set<string>;
  /** The dish added last: a dish's words come together, so it is added once. */
  last?: FoodItem;
  /** The three tiers in one list, and as a set: made by the first query that needs them. */
  all?: readonly FoodItem[];
  set?: ReadonlySet<FoodItem>;
}

const answerOf = (start: WordStart) =>
  (start.all ??= start.leading.concat(start.inName, start.described));
const setOf = (start: WordStart) => (start.set ??= new Set(answerOf(start)));

/** The table of word starts, filled dish by dish from the words the index is given. */
function wordStarts() {
  const starts = new Map<string, WordStart>();
  const add = (
    start: string,
    word: string,
    dish: FoodItem,
    tier: 'leading' | 'inName' | 'described',
  ) => {
    let entry = starts.get(start);
    if (!entry) {
      entry = { leading: [], inName: [], described: [], words: new Set() };
      starts.set(start, entry);
    }
    entry.words.add(word);
    if (entry.last === dish) return;
    entry.last = dish;
    entry[tier].push(dish);
  };
  return {
    starts,
    /** A dish's words, name first (so a start in both counts as the name's). */
    add(dish: FoodItem, name: readonly string[], description: readonly string[]) {
      name.forEach((word, position) => {
        for (let length = 1; length <= Math.min(TABLE_UP_TO, word.length); length += 1)
          add(word.slice(0, length), word, dish, position === 0 ? 'leading' : 'inName');
      });
      for (const word of description)
        if (word.length >= TABLE_UP_TO) add(word.slice(0, TABLE_UP_TO), word, dish, 'described');
    },
  };
}

const NO_START: WordStart = { leading: [], inName: [], described: [], words: new Set(), all: [] };

export interface DishSearch {
  /** Dishes matching every word typed, best first; nothing for an empty query. */
  search(query: string): DishMatches;
  /** When nothing matches: the dishes closest to any word typed, best first. */
  closest(query: string, count: number): FoodItem[];
  /**
   * The queries one more key may make of this one that MiniSearch answers: its last word one
   * letter longer, as words of the menu go on, the commonest first (at most a few).
   */
  nextQueries(query: string): string[];
  /** Answers a query ahead and keeps the answer for `search` (nothing for the table's). */
  prepare(query: string): void;
}

/**
 * The queries one more key may make of `query`: its last word one letter longer, as the menu's
 * words (with how many times each is used) go on, the commonest first.
 */
function nextQueriesOf(query: string, vocabulary: ReadonlyMap<string, number>): string[] {
  const terms = wordsOf(query);
  const last = terms.at(-1);
  // A key after a shorter word is answered from the table, at once.
  if (!last || last.length < TABLE_UP_TO) return [];
  const uses = new Map<string, number>();
  for (const [word, times] of vocabulary)
    if (word.length > last.length && word.startsWith(last)) {
      const next = word.slice(0, last.length + 1);
      uses.set(next, (uses.get(next) ?? 0) + times);
    }
  const before = terms.slice(0, -1).join(' ');
  return [...uses]
    .sort((a, b) => b[1] - a[1])
    .slice(0, NEXT_KEYS)
    .map(([next]) => (before ? `${before} ${next}` : next));
}

export function makeDishSearch(dishes: readonly FoodItem[]): DishSearch {
  // Each dish's words are cut once: the table takes them, and MiniSearch is given them joined.
  const table = wordStarts();
  const cut = new Map<FoodItem, { name: string; description: string; options: string }>();
  // The menu's words, with how many times each is used: the next keys worth preparing.
  const vocabulary = new Map<string, number>();
  const count = (words: readonly string[]) => {
    for (const word of words) vocabulary.set(word, (vocabulary.get(word) ?? 0) + 1);
  };
  for (const dish of dishes) {
    const name = wordsOf(dish.name);
    const description = wordsOf(dish.description);
    table.add(dish, name, description);
    const optionWords = wordsOf(optionNamesOf(dish));
    count(name);
    count(description);
    count(optionWords);
    const options = optionWords.join(' ');
    cut.set(dish, { name: name.join(' '), description: description.join(' '), options });
  }
  const index = new MiniSearch<FoodItem>({
    idField: '_id',
    fields: ['name', 'description', 'options'],
    extractField: (dish, field) =>
      field === 'name' || field === 'description' || field === 'options'
        ? cut.get(dish)?.[field]
        : dish._id,
    tokenize: (words) => words.split(' '),
    // The words are lower-case already (queries too: OPTIONS.tokenize).
    processTerm: (term) => term,
    searchOptions: OPTIONS,
  });
  index.addAll(dishes);
  cut.clear();
  const { starts } = table;
  const byId = new Map(dishes.map((dish) => [dish._id, dish]));

  /** The results' dishes and matched words, in one pass (hundreds of results for 'chic'). */
  function matchesOf(results: ReadonlyArray<{ id: string; terms: string[] }>) {
    const dishes: FoodItem[] = [];
    const words = new Set<string>();
    // Most results matched the same word or two ('chicken' in every dish of 'chic'): a result
    // whose words are the previous one's adds nothing to the set.
    let previous: readonly string[] = [];
    for (const { id, terms } of results) {
      const dish = byId.get(id);
      if (dish) dishes.push(dish);
      if (terms.length === previous.length && terms.every((term, i) => term === previous[i]))
        continue;
      for (const term of terms) words.add(term);
      previous = terms;
    }
    return { dishes, words };
  }

  /** Dishes with a word starting with each of `terms`, in the first one's tiers. */
  function fromTable(terms: string[]): DishMatches {
    const [first, ...rest] = terms.map((term) => starts.get(term) ?? NO_START) as [
      WordStart,
      ...WordStart[],
    ];
    if (rest.length === 0) return { dishes: answerOf(first), words: first.words };
    const others = rest.map(setOf);
    return {
      dishes: answerOf(first).filter((dish) => others.every((set) => set.has(dish))),
      words: new Set([first, ...rest].flatMap(({ words }) => [...words])),
    };
  }

  // One query run now, with the index, as a keystroke's is (typos, swapped letters, every
  // word): the shopper's first longer word (the fourth key of 'chicken') would otherwise also be
  // the first run of that code on a phone.
  const longest = wordsOf(dishes[0]?.name ?? '').reduce(
    (a, b) => (b.length > a.length ? b : a),
    '',
  );
  if (longest.length > TABLE_UP_TO) matchesOf(index.search(forgivingQuery([longest])));

  // MiniSearch's answers by the words asked, in the order they were asked or prepared.
  const kept = new Map<string, DishMatches>();
  const fromIndex = (terms: readonly string[]): DishMatches => {
    const key = terms.join(' ');
    let answer = kept.get(key);
    if (answer) return answer;
    answer = matchesOf(index.search(forgivingQuery(terms)));
    kept.set(key, answer);
    if (kept.size > KEPT_ANSWERS) kept.delete(kept.keys().next().value!);
    return answer;
  };
  const byTable = (terms: readonly string[]) =>
    terms.length > 0 && terms.every((term) => term.length <= TABLE_UP_TO);

  return {
    search(query) {
      const terms = wordsOf(query);
      return byTable(terms) ? fromTable(terms) : fromIndex(terms);
    },
    nextQueries: (query) => nextQueriesOf(query, vocabulary),
    prepare(query) {
      const terms = wordsOf(query);
      if (!byTable(terms) && terms.length > 0) fromIndex(terms);
    },
    closest(query, count) {
      const results = index.search(query, {
        combineWith: 'OR',
        fuzzy: (term) => Math.max(1, Math.ceil(term.length / 3)),
      });
      return matchesOf(results.slice(0, count)).dishes;
    },
  };
}
