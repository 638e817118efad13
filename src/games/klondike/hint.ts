/**
 * `hint`: the moves worth making, best first, from what the player sees (the views of
 * the line of play; never a face-down card, never an unseen deck card).
 *
 * - Once the board says "No moves left", the hint says the same, in the same words.
 * - `auto` comes first when it would send every card left home (known only when at most
 *   one card is out of sight, so that its place is no secret).
 * - Otherwise the moves rules of thumb rank (rule-of-thumb.ts).
 */
import { fail, ok, type Result } from '../../engine/result.js';
import { STUCK_LINE } from './board.js';
import { carryOut, planOf } from './rules.js';
import { ruleOfThumb } from './rule-of-thumb.js';
import { isWon, type KlondikeMove, type KlondikeView } from './state.js';
import { stateFromView } from './view.js';

export function hint(line: readonly KlondikeView[]): Result<readonly KlondikeMove[]> {
  const view = line[line.length - 1];
  if (view === undefined) throw new Error('hint needs a position');
  if (view.stuck && !isWon(view)) return fail(STUCK_LINE);
  const ranked = ruleOfThumb(line);
  if (!autoWins(view)) return ranked;
  return ok([{ kind: 'auto' }, ...(ranked.ok ? ranked.value : [])]);
}

/** Whether `auto` sends every card left home, as far as the player can tell. */
export function autoWins(view: KlondikeView): boolean {
  if (unseenCount(view) > 1) return false;
  const plan = planOf(view, { kind: 'auto' });
  return plan !== null && isWon(carryOut(stateFromView(view), plan));
}

/** How many cards are out of sight: unseen deck cards and face-down tableau cards. */
export function unseenCount(view: KlondikeView): number {
  let count = 0;
  for (const pile of [view.deck, ...view.tableau]) for (const card of pile) if (card === null) count += 1;
  return count;
}
