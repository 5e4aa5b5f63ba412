/** Text with the words a search matched marked (<mark>), as /SearchFood shows its results. */
import { piecesOf } from '../../lib/words';

/**
 * The text cut where a matched word is, word by word (as the search cuts them), in any case; the
 * text between two marks is one piece, so a card's description is a few text nodes, not one per
 * word and space (each is a node for React to place and the browser to lay out with every key).
 */
export function markWords(
  text: string,
  words: ReadonlySet<string>,
): Array<{ text: string; marked: boolean }> {
  const parts: Array<{ text: string; marked: boolean }> = [];
  for (const piece of piecesOf(text)) {
    const marked = piece.word && words.has(piece.text.toLowerCase());
    const last = parts.at(-1);
    if (!marked && last && !last.marked) last.text += piece.text;
    else parts.push({ text: piece.text, marked });
  }
  return parts;
}

export function Marked({ text, words }: { text: string; words?: ReadonlySet<string> }) {
  if (!words || words.size === 0) return text;
  return markWords(text, words).map((part, index) =>
    part.marked ? <mark key={index}>{part.text}</mark> : part.text,
  );
}
