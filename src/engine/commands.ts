/**
 * The commands every game shares. Keywords are case-insensitive and surrounding
 * spaces are ignored; anything else is handed to the game as a move.
 */

export type Command =
  | { readonly kind: 'undo' | 'redo' | 'hint' | 'help' | 'quit' }
  | { readonly kind: 'save'; readonly name: string | null }
  | { readonly kind: 'move'; readonly text: string };

const KEYWORDS: Readonly<Record<string, Command>> = {
  undo: { kind: 'undo' },
  redo: { kind: 'redo' },
  hint: { kind: 'hint' },
  help: { kind: 'help' },
  quit: { kind: 'quit' },
  q: { kind: 'quit' },
};

const SAVE = /^save(?:\s+(.*))?$/i;

export function parseCommand(line: string): Command {
  const text = line.trim();
  const keyword = KEYWORDS[text.toLowerCase()];
  if (keyword !== undefined) return keyword;
  const save = SAVE.exec(text);
  if (save !== null) return { kind: 'save', name: save[1] === undefined ? null : save[1].trim() };
  return { kind: 'move', text };
}

/** The shared commands' words, as Tab offers them. */
export const SHARED_WORDS: readonly string[] = ['undo', 'redo', 'hint', 'save', 'help', 'quit'];

/** The shared commands, for every game's help text. */
export const SHARED_HELP = [
  '  undo          take back the last move (as often as you like)',
  '  redo          play an undone move again',
  '  hint          suggest a move',
  '  save [NAME]   save the game as saves/NAME.json (or to a path ending in .json)',
  '  help          show this text',
  '  quit, q       leave the game',
].join('\n');
