/**
 * What Tab offers at a terminal: the words that may come next. The first word is a
 * shared command, one of the game's own, or the first word of a legal move; after that,
 * only words that continue a legal move typed so far (a target pile after a source).
 */

/**
 * The words that can follow `typed` in any of these spellings of the legal moves (each
 * a list of words), compared without regard to case; each word once, in the order met.
 */
export function nextWords(spellings: readonly (readonly string[])[], typed: readonly string[]): string[] {
  const lower = typed.map((word) => word.toLowerCase());
  const next = new Set<string>();
  for (const words of spellings) {
    if (words.length <= typed.length) continue;
    if (lower.every((word, i) => (words[i] as string).toLowerCase() === word)) next.add(words[typed.length] as string);
  }
  return [...next];
}
