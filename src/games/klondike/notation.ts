/**
 * Klondike's move notation, in any case, surrounding spaces ignored:
 *
 * - `draw` or `d`: draw (or, with the deck empty, turn the waste back).
 * - `auto`: send home every card that can safely go.
 * - `<from> <to>`: from `D`, `W`, `T0`-`T6` or `F0`-`F3`, to `T0`-`T6` or `F0`-`F3`
 *   (`T2 T5`, `W F0`, `D T3`, `F2 T5`). The space may be left out (`t2t5`). `F` alone as
 *   the target (`T6 F`) is the foundation that takes the card, found from the table.
 *   A count in brackets (`T2 T5(3)`, as CONTRACT writes a run in FreeCell's notation)
 *   names how many cards to take from a tableau pile, instead of the run that fits.
 *
 * Which sources the rules allow is the rules' business (rules.ts), so that `W T3` in
 * the spec's game is refused with the reason why.
 */
import { fail, ok, type Result } from '../../engine/result.js';
import { foundationFor } from './rules.js';
import { FOUNDATIONS, TABLEAU_PILES, type KlondikeMove, type Place, type Table, type Target } from './state.js';

const MOVE = /^([dwtf])(\d*)\s*([dwtf])(\d*)\s*(?:\(\s*(\d+)\s*\))?$/;

/**
 * A typed move: null when the text is not a move at all, a failure when it names a pile
 * that is not there. `F` alone as the target needs the table, to know which foundation.
 */
export function parseMove(text: string, table?: Table): Result<KlondikeMove> | null {
  const typed = text.trim().toLowerCase();
  if (typed === 'draw' || typed === 'd') return ok({ kind: 'draw' });
  if (typed === 'auto') return ok({ kind: 'auto' });
  const match = MOVE.exec(typed);
  if (match === null) return null;
  const from = place(match[1] as string, match[2] as string);
  if (!from.ok) return from;
  const anyFoundation = match[3] === 'f' && match[4] === '' && table !== undefined;
  const to = anyFoundation ? ok(foundationFor(table, from.value)) : place(match[3] as string, match[4] as string);
  if (!to.ok) return to;
  if (to.value.kind === 'D' || to.value.kind === 'W') {
    return fail('cards go onto a tableau pile (T0-T6) or a foundation (F0-F3), not onto the deck or the waste');
  }
  const target: Target = { kind: to.value.kind, index: to.value.index };
  if (match[5] === undefined) return ok({ kind: 'move', from: from.value, to: target });
  const count = Number(match[5]);
  if (count < 1 || count > 13) return fail(`a move carries 1 to 13 cards, not ${match[5]}`);
  return ok({ kind: 'move', from: from.value, to: target, count });
}

function place(letter: string, digits: string): Result<Place> {
  const kind = letter.toUpperCase() as Place['kind'];
  if (kind === 'D' || kind === 'W') {
    return digits === '' ? ok({ kind, index: 0 }) : fail(`${kind} names the ${kind === 'D' ? 'deck' : 'waste'}: it takes no number`);
  }
  const [name, count, plural] = kind === 'T' ? ['Tableau', TABLEAU_PILES, 'tableau piles'] : ['Foundation', FOUNDATIONS, 'foundations'];
  if (digits === '') return fail(`${kind} needs a number: the ${plural} are ${kind}0-${kind}${count - 1}`);
  const index = Number(digits);
  return digits.length === 1 && index < count ? ok({ kind, index }) : fail(`there is no ${name} ${digits}: the ${plural} are ${kind}0-${kind}${count - 1}`);
}

export function formatPlace(place: Place | Target): string {
  return place.kind === 'D' || place.kind === 'W' ? place.kind : `${place.kind}${place.index}`;
}

/** `T2 T5`, `W F0`, `T2 T5(3)`, `draw`, `auto`: parseMove reads it back as the same move. */
export function formatMove(move: KlondikeMove): string {
  switch (move.kind) {
    case 'draw':
      return 'draw';
    case 'auto':
      return 'auto';
    case 'move':
      return `${formatPlace(move.from)} ${formatPlace(move.to)}${move.count === undefined ? '' : `(${move.count})`}`;
  }
}
