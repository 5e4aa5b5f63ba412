/**
 * What a word is to the search and to the marks on its results: a run of letters and digits.
 * One expression for both, so a word is cut the same way where it is indexed and where it is
 * marked, and a phone compiles the expression once: with the menu's index, not at the first
 * keystroke's marks.
 */
const WORD = /[\p{L}\p{N}]+/gu;

/** The words of a text, lower-case. */
export const wordsOf = (text: string): string[] => text.toLowerCase().match(WORD) ?? [];

/** A text in pieces, in order: its words and what lies between them. */
export function piecesOf(text: string): Array<{ text: string; word: boolean }> {
  const pieces: Array<{ text: string; word: boolean }> = [];
  let end = 0;
  WORD.lastIndex = 0;
  for (let found = WORD.exec(text); found; found = WORD.exec(text)) {
    if (found.index > end) pieces.push({ text: text.slice(end, found.index), word: false });
    pieces.push({ text: found[0], word: true });
    end = WORD.lastIndex;
  }
  if (end < text.length) pieces.push({ text: text.slice(end), word: false });
  return pieces;
}
