/**
 * A guess at a move worth making, for `hint` when the solver finds no solution within
 * its budget: a short look-ahead over a position score. It looks two moves ahead,
 * never suggests a move back into a position already played, and prefers sending
 * cards home, digging out the next cards the home cells need, and keeping cells free.
 */
import { buildsDown, isSafeHome } from '../../engine/building.js';
import type { Card } from '../../engine/card.js';
import { topCard } from '../../engine/pile.js';
import { fail, ok, type Result } from '../../engine/result.js';
import { applyMove, homeRank, isWon, legalMoves } from './rules.js';
import { pileAt, pileCode, type FreeCellMove, type FreeCellState } from './state.js';

/** The same position up to which free cell or tableau pile holds what. */
export function positionKey(state: FreeCellState): string {
  const cells = state.freecells.map(pileCode).sort().join('');
  const home = state.homecells.map((cards) => cards.length).sort().join(',');
  const tableau = state.tableau.map(pileCode).sort().join('|');
  return `${cells}/${home}/${tableau}`;
}

/** How far the next card each home cell needs lies below other cards. */
function buriedDepth(state: FreeCellState): number {
  let depth = 0;
  for (const pile of state.tableau) {
    pile.forEach((card, i) => {
      if (card.rank === homeRank(state, card.suit) + 1) depth += pile.length - 1 - i;
    });
  }
  return depth;
}

/** Higher is better. */
export function scorePosition(state: FreeCellState): number {
  if (isWon(state)) return Number.MAX_SAFE_INTEGER;
  const home = state.homecells.reduce((sum, pile) => sum + pile.length, 0);
  const freeCells = state.freecells.filter((pile) => pile.length === 0).length;
  const emptyPiles = state.tableau.filter((pile) => pile.length === 0).length;
  let ordered = 0;
  let blocking = 0;
  for (const pile of state.tableau) {
    for (let i = 1; i < pile.length; i += 1) {
      const card = pile[i] as Card;
      if (buildsDown(card, pile[i - 1] as Card)) ordered += 1;
      // a card lying on a lower card of the pile keeps that card from going home
      if (pile.slice(0, i).some((under) => under.rank < card.rank)) blocking += 1;
    }
  }
  return home * 100 + freeCells * 12 + emptyPiles * 20 + ordered * 4 - blocking * 2 - buriedDepth(state) * 6;
}

/** A card can go home with no regret when no card still in play could need it to build on. */
function safeToSendHome(state: FreeCellState, move: FreeCellMove): boolean {
  const card = topCard(pileAt(state, move.from));
  return card !== undefined && isSafeHome(card, (suit) => homeRank(state, suit));
}

interface Candidate {
  readonly move: FreeCellMove;
  readonly state: FreeCellState;
}

function nextPositions(state: FreeCellState, seen: ReadonlySet<string>): Candidate[] {
  const candidates: Candidate[] = [];
  for (const move of legalMoves(state)) {
    const next = applyMove(state, move);
    if (next.ok && !seen.has(positionKey(next.value))) candidates.push({ move, state: next.value });
  }
  return candidates;
}

/** The best-looking move after this line of play (start first, current position last), or why there is none. */
export function guess(line: readonly FreeCellState[]): Result<FreeCellMove> {
  const current = line[line.length - 1];
  if (current === undefined) throw new Error('hint needs a position');
  if (isWon(current)) return fail('The game is won: there is nothing left to move.');
  const seen = new Set(line.map(positionKey));
  const first = nextPositions(current, seen);
  if (first.length === 0) {
    return fail(legalMoves(current).length === 0
      ? 'No legal move is left: undo some moves, or quit.'
      : 'Every legal move leads back to a position already played: try undo.');
  }
  const safe = first.find(({ move }) => move.to.kind === 'H' && safeToSendHome(current, move));
  if (safe !== undefined) return ok(safe.move);
  let best: { move: FreeCellMove; score: number; now: number } | null = null;
  for (const { move, state } of first) {
    const seenAfter = new Set(seen).add(positionKey(state));
    const now = scorePosition(state);
    // a move is as good as the position it leads to, or the best one a move later;
    // between equals, the one that is better at once
    const later = nextPositions(state, seenAfter).reduce((max, reply) => Math.max(max, scorePosition(reply.state) - 1), now);
    if (best === null || later > best.score || (later === best.score && now > best.now)) best = { move, score: later, now };
  }
  return ok((best as { move: FreeCellMove }).move);
}
