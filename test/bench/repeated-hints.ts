/**
 * `hint` asked again and again on one position (issue 23, item 7), through the session
 * as a person's commands are: 300 hints in a row on one position of each game (FreeCell
 * #11982, whose hints are guesses once the solver's budget runs out; Klondike #1; Cassino
 * #1, a person against the computer), and as many again after the hint's move is played
 * and undone (the first position again), and after it is redone.
 */
import type { GameDefinition } from '../../src/engine/game.js';
import { startHistory } from '../../src/engine/history.js';
import type { Output } from '../../src/engine/output.js';
import { Session } from '../../src/engine/session.js';
import { PLAIN } from '../../src/engine/theme.js';
import { dealGame as cassinoDeal } from '../../src/games/cassino/deal.js';
import { parsePlayers } from '../../src/games/cassino/players.js';
import { cassino } from '../../src/games/cassino/index.js';
import { dealGame as freecellDeal } from '../../src/games/freecell/deal.js';
import { freecell } from '../../src/games/freecell/index.js';
import { dealGame as klondikeDeal } from '../../src/games/klondike/deal.js';
import { klondike } from '../../src/games/klondike/index.js';
import { SPEC_RULES } from '../../src/games/klondike/state.js';
import { ms, ROOT } from './stats.js';

const NOWHERE: Output = { write: () => {} };

/** The time of `count` hints in a row on the session's position, in milliseconds, and of the first of them. */
function hints<S, M, V>(session: Session<S, M, V>, count: number): { total: number; first: number } {
  let first = 0;
  const started = performance.now();
  for (let i = 0; i < count; i += 1) {
    session.handle('hint');
    if (i === 0) first = performance.now() - started;
  }
  return { total: performance.now() - started, first };
}

function game<S, M, V>(title: string, definition: GameDefinition<S, M, V>, start: S, count: number): void {
  const session = new Session(definition, startHistory<S, M>(start), {
    output: NOWHERE, theme: PLAIN, echo: false, savesFolder: '/nonexistent', cwd: ROOT,
  });
  session.open();
  const inRow = hints(session, count);
  // the hint's move and back: the position before it, then after it again
  const seat = definition.toAct(session.state) ?? 0;
  const hinted = definition.hint([definition.view(session.state, seat)]);
  const move = definition.formatMove(hinted.ok ? hinted.value.moves[0] as M : definition.legalMoves(definition.view(session.state, seat))[0] as M);
  session.handle(move);
  session.handle('hint');
  session.handle('undo');
  const afterUndo = hints(session, count);
  session.handle('redo');
  const afterRedo = hints(session, count);
  const time = (figure: number) => (figure >= 1000 ? `${(figure / 1000).toFixed(2)} s` : ms(figure));
  console.log(`  ${title}: ${count} hints in a row ${time(inRow.total)} (the first ${time(inRow.first)}, the other ${count - 1} ${time(inRow.total - inRow.first)}); `
    + `after a move and undo ${time(afterUndo.total)}; after redo ${time(afterRedo.total)}`);
}

export function repeatedHints(count: number): void {
  console.log(`hint asked ${count} times on one position, through the session`);
  game('FreeCell #11982', freecell, freecellDeal(11982), count);
  game('Klondike #1', klondike, klondikeDeal(1, SPEC_RULES), count);
  const players = parsePlayers('You:human,Computer:computer');
  if (!players.ok) throw new Error(players.error);
  game('Cassino #1', cassino, cassinoDeal(1, players.value, 16), count);
}
