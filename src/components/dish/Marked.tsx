/** Text with the words a search matched marked (<mark>), as /SearchFood shows its results. */

/**
 * The text cut where a matched word is, word by word, case-insensitively, as the search cuts
 * words (letters and digits).
 */
export function markWords(
  text: string,
  words: ReadonlySet<string>,
): Array<{ text: string; marked: boolean }> {
  return text
    .split(/([\p{L}\p{N}]+)/u)
    .filter((part) => part !== '')
    .map((part) => ({ text: part, marked: words.has(part.toLowerCase()) }));
}

export function Marked({ text, words }: { text: string; words?: ReadonlySet<string> }) {
  if (!words || words.size === 0) return text;
  return markWords(text, words).map((part, index) =>
    part.marked ? <mark key={index}>{part.text}</mark> : part.text,
  );
}
