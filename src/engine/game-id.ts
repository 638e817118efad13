/**
 * A game's identity: 16 hex digits, drawn when a game is dealt and kept in its saves,
 * so that the statistics can tell the same game won a second time (a save loaded and
 * won again) from a new one. A save from before identities were kept gets one made
 * from its content (the game, its start and its moves), the same each time it is loaded.
 * Not a secret and not proof against editing: a save is the player's own file.
 */

/** An identity as a save or the statistics may hold it: these make 16 hex digits; a later version may make others of these characters. */
export const GAME_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** A new identity, for a game just dealt. */
export function freshGameId(): string {
  const part = () => Math.floor(Math.random() * 0x1_0000_0000).toString(16).padStart(8, '0');
  return `${part()}${part()}`;
}

/** 64 bits of a text's hash as 16 hex digits: two 32-bit FNV-1a lanes, the second seeded apart. */
export function hashId(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ 0x5bd1e995;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    a = Math.imul(a ^ code, 0x01000193);
    b = Math.imul(b ^ code, 0x5bd1e995) ^ (b >>> 15);
  }
  return `${(a >>> 0).toString(16).padStart(8, '0')}${(b >>> 0).toString(16).padStart(8, '0')}`;
}

/** The identity of a save that does not keep one: from its content, the same each time. */
export function contentGameId(game: string, start: unknown, moves: readonly string[]): string {
  return hashId(JSON.stringify([game, start, moves]));
}
