/**
 * What a person can ask a session without playing: `help` (laid out to the screen),
 * `hint`, and what Tab may offer next.
 */
import { SHARED_HELP, SHARED_WORDS } from './commands.js';
import { nextWords } from './completion.js';
import { layoutCommands, layoutParagraphs } from './help-layout.js';
import { lineOf, personToAct, say, stateOf, terminalOf, type SessionState } from './session-state.js';
import { LAYOUTS, TERMINAL_HELP, TERMINAL_WORDS } from './terminal-extras.js';

/** `help`: the game's moves and the shared commands (a terminal's too), then the rules, as one block. */
export function help<S, M, V>(session: SessionState<S, M, V>): void {
  const { game } = session;
  const shared = terminalOf(session) === undefined ? SHARED_HELP : `${SHARED_HELP}\n${TERMINAL_HELP}`;
  // laid out to the screen; with no screen (a pipe) every line fits, and the text is as written
  const width = session.setup.width?.() ?? Infinity;
  session.out.message(`Commands:\n${layoutCommands(`${game.help.moves}\n${shared}`, width)}\nRules:\n${layoutParagraphs(game.help.rules, width)}`, 'help');
}

/** `hint`: the best move and the others as good, for the person to act (kept for the position, recent-hints.ts). */
export function hint<S, M, V>(session: SessionState<S, M, V>): void {
  const { game } = session;
  const seat = personToAct(session);
  const answer = session.hints.answer(session.current.now, seat, () => game.hint(lineOf(session, seat)));
  if (!answer.ok) {
    say(session, answer.error, 'hint');
    return;
  }
  const [best, ...others] = answer.value.moves.map((move) => game.formatMove(move));
  const note = answer.value.note === undefined ? '' : ` (${answer.value.note})`;
  say(session, `Hint: ${best}${others.length > 0 ? ` (or ${others.join(', ')})` : ''}${note}`, 'hint');
}

/**
 * What Tab may offer after the words already typed: first the commands and the first
 * words of the legal moves, then only what continues a legal move (or `view`'s layouts).
 */
export function completions<S, M, V>(session: SessionState<S, M, V>, typed: readonly string[]): string[] {
  const { game } = session;
  const seat = game.toAct(stateOf(session));
  if (seat === null) return [];
  const view = game.view(stateOf(session), seat);
  const atTerminal = terminalOf(session) !== undefined;
  const spellings = game.spellings?.(view) ?? game.legalMoves(view).map((move) => game.formatMove(move).split(' '));
  const moves = nextWords(spellings, typed);
  if (typed.length > 0) return typed.length === 1 && typed[0]?.toLowerCase() === 'view' && atTerminal ? [...LAYOUTS] : moves;
  return [...SHARED_WORDS, ...(atTerminal ? TERMINAL_WORDS : []), ...(game.completions ?? []), ...moves];
}
