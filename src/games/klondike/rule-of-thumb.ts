/**
 * Rules of thumb: the moves worth making, best first, worked out from the player's views
 * only (never a face-down card, never an unseen deck card), so two states that look the
 * same get the same answer. It is no solver: it ranks each legal move by what it does.
 * `hint` (hint.ts) breaks ties between moves its samples rate alike with it, and falls
 * back on it when no sample can be won.
 *
 * 1. A card that can safely go home (the safe rule of engine/building.ts).
 * 2. A move that turns a tableau card face up; the more cards face down under it, the better.
 * 3. Emptying a pile while a King waits for one; a card from the deck or waste to a
 *    foundation or the tableau; a foundation card down to the tableau only when a
 *    waiting card can then go on it; part of a run only when the card it uncovers can
 *    then go home or take a waiting card.
 * 4. `draw`, when nothing above is worth more.
 *
 * Pointless moves are left out: a foundation card down with no purpose, a part of a run
 * moved for nothing, and what progress.ts leaves out of any hint: a plainly useless move
 * (a King's run from a pile with nothing under it onto another empty pile, an Ace or a 2
 * back from its foundation, the same King or Ace onto another empty pile), and any move
 * back to a table already seen in the line, whichever pile holds which run (so no run
 * goes back and forth, and drawing stops once a pass through the deck changes nothing).
 */
import { buildsDown, isSafeHome } from '../../engine/building.js';
import type { Card } from '../../engine/card.js';
import { fail, ok, type Result } from '../../engine/result.js';
import { movesWorthWeighing } from './progress.js';
import { faceUpRun, foundationRefusal, legalPlans, type MovePlan, type Plan } from './rules.js';
import { homeRank, isWon, type KlondikeMove, type KlondikeView } from './state.js';

/** What `draw` is worth: more than a move that only tidies, less than one that gains. */
const DRAW_WORTH = 90;
const RECYCLE_WORTH = 80;

/** The moves worth making after this line of play (start first, now last), best first, or why there is none. */
export function ruleOfThumb(line: readonly KlondikeView[]): Result<readonly KlondikeMove[]> {
  const view = line[line.length - 1];
  if (view === undefined) throw new Error('hint needs a position');
  if (isWon(view)) return fail('The game is won: there is nothing left to move.');
  if (!legalPlans(view).some(({ plan }) => plan.kind !== 'auto')) return fail('No legal move is left: undo some moves, or quit.');
  const ranked: { move: KlondikeMove; worth: number }[] = [];
  for (const { move, plan, reveals, fresh } of movesWorthWeighing(line)) {
    if (!fresh) continue;
    const worth = worthOf(view, plan, reveals);
    if (worth > 0) ranked.push({ move, worth });
  }
  if (ranked.length === 0) {
    return fail('No move is worth making: every legal move only shuffles cards or leads back to a position already seen. Try undo.');
  }
  // sort is stable: between equals, the legal-move order (source, then target)
  return ok(ranked.sort((a, b) => b.worth - a.worth).map(({ move }) => move));
}

function worthOf(view: KlondikeView, plan: Plan, reveals: boolean): number {
  switch (plan.kind) {
    case 'draw':
      return DRAW_WORTH;
    case 'recycle':
      return RECYCLE_WORTH;
    case 'auto':
      return 0;
    case 'move':
      return plan.to.kind === 'F' ? worthHome(view, plan, reveals) : worthOnTableau(view, plan, reveals);
  }
}

function worthHome(view: KlondikeView, plan: MovePlan, reveals: boolean): number {
  const card = plan.cards[0] as Card;
  if (isSafeHome(card, (suit) => homeRank(view.foundations, suit))) return 1000 + (reveals ? 50 : 0);
  if (reveals && plan.from.kind === 'T') return 600 + downUnder(view, plan);
  if (plan.from.kind === 'D' || plan.from.kind === 'W') return 250;
  return 100;
}

function worthOnTableau(view: KlondikeView, plan: MovePlan, reveals: boolean): number {
  const card = plan.cards[0] as Card;
  switch (plan.from.kind) {
    case 'D':
    case 'W':
      return 200;
    case 'F':
      // worth it only when a card waiting to be placed can go on it afterwards
      return waiting(view, null).some((other) => buildsDown(other, card)) ? 130 : 0;
    case 'T': {
      if (reveals) return 500 + 10 * downUnder(view, plan);
      const pile = view.tableau[plan.from.index] ?? [];
      const rest = pile.slice(0, pile.length - plan.cards.length);
      const uncovered = rest[rest.length - 1];
      if (uncovered === undefined) {
        // the pile empties: worth it only for a King waiting elsewhere
        if (card.rank === 13) return 0;
        return waiting(view, plan.from.index).some((other) => other.rank === 13) ? 300 : 0;
      }
      if (uncovered === null) throw new Error('a face-down card was taken for a face-up one');
      if (foundationRefusal(uncovered, homePileFor(view, uncovered)) === null) return 150;
      return waiting(view, plan.from.index).some((other) => buildsDown(other, uncovered)) ? 140 : 0;
    }
  }
}

/** How many cards lie face down under the run a move takes. */
function downUnder(view: KlondikeView, plan: MovePlan): number {
  const pile = view.tableau[plan.from.index] ?? [];
  return pile.filter((card) => card === null).length;
}

/**
 * Cards waiting for a place: the playable deck or waste card, and the bottom face-up card
 * of each tableau pile with face-down cards under it (moving its run would turn one up).
 */
function waiting(view: KlondikeView, besides: number | null): Card[] {
  const cards: Card[] = [];
  const stock = view.rules.draw === 'spec' ? view.deck[view.deck.length - 1] : view.waste[view.waste.length - 1];
  if (stock !== undefined && stock !== null) cards.push(stock);
  view.tableau.forEach((pile, i) => {
    const run = faceUpRun(pile);
    if (i !== besides && run.length > 0 && run.length < pile.length) cards.push(run[0] as Card);
  });
  return cards;
}

/** The foundation a card would go onto: its suit's, or an empty one for an Ace. */
function homePileFor(view: KlondikeView, card: Card): readonly Card[] {
  const own = view.foundations.find((pile) => pile[0]?.suit === card.suit);
  return own ?? view.foundations.find((pile) => pile.length === 0) ?? [];
}
