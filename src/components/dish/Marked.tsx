/** Text with the words a search matched marked (<mark>), as /SearchFood shows its results. */
import { piecesOf } from '../../lib/words';

/** The text cut where a matched word is, word by word (as the search cuts them), in any case. */
export function markWords(
  text: string,
  words: ReadonlySet<string>,
): Array<{ text: string; marked: boolean }> {
  return piecesOf(text).map((piece) => ({
    text: piece.text,
    marked: piece.word && words.has(piece.text.toLowerCase()),
  }));
}

export function Marked({ text, words }: { text: string; words?: ReadonlySet<string> }) {
  if (!words || words.size === 0) return text;
  return markWords(text, words).map((part, index) =>
    part.marked ? <mark key={index}>{part.text}</mark> : part.text,
  );
}
