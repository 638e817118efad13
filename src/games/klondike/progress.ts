/**
 * Whether a move leads anywhere, for any Klondike hint, worked out from the player's
 * views alone (never a face-down card, never an unseen deck card): tables already seen,
 * plainly useless moves, and whether the game looks lost.
 *
 * - A table is the same whichever tableau pile holds which run and whichever foundation
 *   which suit (view.ts, tableKey); the deck and the waste as they lie count, the pass
 *   does not (a table of an earlier pass brought back by a later one has been seen).
 * - Plainly useless: a lone King (its pile holds nothing under it) moved to another
 *   empty pile, an Ace or a 2 taken back from its foundation (nothing but an Ace could
 *   ever go on either, and Aces go home), and a King or an Ace onto an empty pile or
 *   foundation past the first (the same move again).
 * - Progress: a card turned up (a face-down tableau card, or a deck card not seen yet),
 *   a card out of the stock (fewer in the deck and the waste), or more cards home than at
 *   any time in the line. The game cannot be won without it.
 * - Worth weighing: the legal moves but `auto` and the plainly useless, that lead to a
 *   table not seen in the line. When none does, the moves on the shortest way through
 *   tables already seen to one that does: so a hint never brings back a table already
 *   seen unless it leads on to something new (each such step is one nearer to a table
 *   not seen). That way never passes a table met twice already in the line: new tables
 *   can lead round to an old one (a run moved, the deck turned through, the run moved
 *   back, the deck turned through again), and no table is met three times.
 * - Lost: when no line of moves from here makes progress (a search over tables, which
 *   needs no unseen card: a move that turns one up is progress, and the search stops).
 */
import type { KlondikeMove, KlondikeState, KlondikeView, Table } from './state.js';
import { cardsHome } from './state.js';
import { formatMove } from './notation.js';
import { carryOut, legalPlans, tableOf, type Plan } from './rules.js';
import { stateFromView, tableKey } from './view.js';

/** After this many moves without progress the game looks lost, unless a move makes progress at once. */
export const PATIENCE = 60;

/** How many tables the search for progress may meet before it gives up (and says it does not know). */
export const PROGRESS_SEARCH_TABLES = 3000;

/** A legal move worth weighing, and what it leads to on the view's stand-in state (stateFromView). */
export interface Step {
  readonly move: KlondikeMove;
  readonly plan: Plan;
  readonly text: string;
  /** The table after the move: a card it turns up is one of the stand-in's, so it means nothing. */
  readonly after: KlondikeState;
  /** Whether it turns a card up (a face-down tableau card, or a deck card not seen yet). */
  readonly reveals: boolean;
  /** The table after it (tableKey), or null when it turns a card up: that table is new whatever the card. */
  readonly key: string | null;
  /** Whether it makes progress at once (see above). */
  readonly progress: boolean;
  /** Whether it leads to a table not seen in the line (false: a step on the way to one). */
  readonly fresh: boolean;
}

/** What a table must beat to be progress: the cards out of sight and in the stock now, and the most cards home in the line. */
interface Bar {
  readonly unseen: number;
  readonly stock: number;
  readonly home: number;
}

function barOf(line: readonly KlondikeView[]): Bar {
  const now = line[line.length - 1]!;
  return { unseen: unseenIn(now), stock: now.deck.length + now.waste.length, home: Math.max(...line.map(cardsHome)) };
}

function isAhead(table: Table, bar: Bar): boolean {
  return unseenIn(table) < bar.unseen || table.deck.length + table.waste.length < bar.stock || cardsHome(table) > bar.home;
}

/** How many cards are out of sight: unseen deck cards and face-down tableau cards. */
export function unseenIn(table: Table): number {
  let count = 0;
  for (const pile of [table.deck, ...table.tableau]) for (const card of pile) if (card === null) count += 1;
  return count;
}

/** Whether the move is plainly useless, or the same as one before it onto another empty pile (see above). */
export function isPlainlyUseless(table: Table, plan: Plan): boolean {
  if (plan.kind !== 'move') return false;
  const { from, to, cards } = plan;
  if (from.kind === 'F' && (cards[0]?.rank ?? 0) <= 2) return true;
  const targets = to.kind === 'F' ? table.foundations : table.tableau;
  if ((targets[to.index]?.length ?? 0) > 0) return false;
  // onto an empty pile: a lone King's run goes nowhere new, and only the first empty pile counts
  const pile = from.kind === 'T' ? (table.tableau[from.index] ?? []) : [];
  if (to.kind === 'T' && from.kind === 'T' && cards.length === pile.length && !pile.includes(null)) return true;
  return targets.slice(0, to.index).some((other) => other.length === 0);
}

/** The legal moves from a table but `auto` and the plainly useless, carried out on a state it could have come from. */
function stepsFrom(state: KlondikeState, table: Table, seen: ReadonlySet<string>, bar: Bar): Step[] {
  const hidden = unseenIn(table);
  const steps: Step[] = [];
  for (const { move, plan } of legalPlans(table)) {
    if (plan.kind === 'auto' || isPlainlyUseless(table, plan)) continue;
    const after = carryOut(state, plan);
    const seenAfter = tableOf(after);
    const reveals = unseenIn(seenAfter) < hidden;
    // a card turned up is new, whatever it is: the stand-in's card is never looked at
    const key = reveals ? null : tableKey(seenAfter);
    const fresh = key === null || !seen.has(key);
    steps.push({ move, plan, text: formatMove(move), after, reveals, key, progress: reveals || isAhead(seenAfter, bar), fresh });
  }
  return steps;
}

/**
 * The moves worth weighing after this line of play (start first, now last), in
 * legal-move order (see above): those to a table not seen in the line, or when there is
 * none, those on the shortest way through tables seen to a move that leads to one.
 */
export function movesWorthWeighing(line: readonly KlondikeView[]): Step[] {
  const view = line[line.length - 1];
  if (view === undefined) throw new Error('a hint needs a position');
  const met = new Map<string, number>();
  for (const key of line.map(tableKey)) met.set(key, (met.get(key) ?? 0) + 1);
  const seen = new Set(met.keys());
  const twice = new Set([...met].filter(([, times]) => times >= 2).map(([key]) => key));
  const bar = barOf(line);
  const steps = stepsFrom(stateFromView(view), view, seen, bar);
  if (steps.some((step) => step.fresh)) return steps.filter((step) => step.fresh);
  // every step leads to a table seen (none turns a card up), so each has its key; none to one met twice
  const onward = steps.filter((step) => !twice.has(step.key!));
  const distance = distancesToNew(onward, seen, bar, twice);
  const away = (step: Step) => distance.get(step.key!) ?? Infinity;
  const here = Math.min(...onward.map(away));
  if (here === Infinity) return [];
  return onward.filter((step) => away(step) === here);
}

/**
 * For each table seen that the steps lead to, and those reached from them through
 * tables seen, how many moves away a move to a table not seen is (0: one is at hand).
 * The tables are all seen ones, so the search is as small as the line.
 */
function distancesToNew(first: readonly Step[], seen: ReadonlySet<string>, bar: Bar, twice: ReadonlySet<string>): Map<string, number> {
  const next = new Map<string, string[]>();
  const distance = new Map<string, number>();
  const queue: { state: KlondikeState; key: string }[] = [];
  const reach = (step: Step) => {
    const key = step.key!;
    if (next.has(key)) return;
    next.set(key, []);
    queue.push({ state: step.after, key });
  };
  first.forEach(reach);
  for (let i = 0; i < queue.length; i += 1) {
    const { state, key } = queue[i]!;
    const onward = next.get(key)!;
    for (const step of stepsFrom(state, tableOf(state), seen, bar)) {
      if (step.fresh) {
        distance.set(key, 0);
        continue;
      }
      if (step.key === key || twice.has(step.key!)) continue;
      onward.push(step.key!);
      reach(step);
    }
  }
  // one more move each round, until no table comes nearer
  for (let changed = true; changed; ) {
    changed = false;
    for (const [key, onward] of next) {
      const best = Math.min(...onward.map((to) => (distance.get(to) ?? Infinity) + 1));
      if (best < (distance.get(key) ?? Infinity)) {
        distance.set(key, best);
        changed = true;
      }
    }
  }
  return distance;
}

/**
 * The first move of a shortest line of moves from here that makes progress (see above),
 * searched breadth first over tables; 'none' when there is no such line (the game is
 * lost, if every first move was tried), 'unknown' when the search met `limit` tables
 * without finding one. `firstMoves`, when given, are the only first moves tried.
 */
export function wayToProgress(line: readonly KlondikeView[], limit = PROGRESS_SEARCH_TABLES, firstMoves?: readonly Step[]): Step | 'none' | 'unknown' {
  const view = line[line.length - 1];
  if (view === undefined) throw new Error('a hint needs a position');
  const bar = barOf(line);
  const none = new Set<string>();
  const met = new Set<string>([searchKey(tableKey(view), view)]);
  // each table with the first move of the line that reached it (none for the start)
  let frontier: { state: KlondikeState; table: Table; lead: Step | null }[] = [{ state: stateFromView(view), table: view, lead: null }];
  while (frontier.length > 0) {
    const next: typeof frontier = [];
    for (const { state, table, lead } of frontier) {
      const steps = lead === null && firstMoves !== undefined ? firstMoves : stepsFrom(state, table, none, bar);
      for (const step of steps) {
        if (step.progress) return lead ?? step;
        // not progress, so no card turned up: the step has its key; here a limited pass
        // counts (a table met first in a later pass may still come in an earlier one, with
        // a turn of the deck more to spare)
        const key = searchKey(step.key!, step.after);
        if (met.has(key)) continue;
        if (met.size >= limit) return 'unknown';
        met.add(key);
        next.push({ state: step.after, table: tableOf(step.after), lead: lead ?? step });
      }
    }
    frontier = next;
  }
  return 'none';
}

/** A table's key for the search for progress: its tableKey, and the pass where passes are limited (Vegas). */
export function searchKey(key: string, table: { readonly rules: Table['rules']; readonly pass: number }): string {
  return table.rules.scoring === 'vegas' ? `${key}|${table.pass}` : key;
}

/**
 * Whether the last PATIENCE moves of the line made no progress: no card turned up or out
 * of the stock, and no more cards home than at any time before in the stretch.
 */
export function stalled(line: readonly KlondikeView[]): boolean {
  if (line.length <= PATIENCE) return false;
  const stretch = line.slice(-(PATIENCE + 1));
  const start = stretch[0]!;
  let bar: Bar = { unseen: unseenIn(start), stock: start.deck.length + start.waste.length, home: cardsHome(start) };
  for (const view of stretch.slice(1)) {
    if (isAhead(view, bar)) return false;
    bar = { ...bar, home: Math.max(bar.home, cardsHome(view)) };
  }
  return true;
}

/** What the samples of a position say: how many were dealt, and how many of them can be won or were proved lost. */
export interface Tally {
  readonly dealt: number;
  readonly won: number;
  readonly lost: number;
}

/** The line a hint says when it names no move because the game is lost: no line of moves makes progress. */
export const LOST_FOR_GOOD = 'The game is lost: no line of moves from here turns a card up, takes one from the stock or sends more cards home than before. Undo to go back.';

/**
 * The line a hint says when it names no move though it cannot prove the game lost: why
 * (`every move leads back to a table already seen`), and how sure it is from its samples.
 */
export function looksLost(why: string, tally: Tally, unseen: number): string {
  if (tally.won > 0) {
    const chance = unseen <= 1 ? 'the game can still be won from here' : `${tally.won} of ${waysOf(tally, unseen)} can still be won from here`;
    return `No move leads anywhere new: ${why}, though ${chance}. Undo and try another way.`;
  }
  return `The game looks lost: ${why}; ${sureness(tally, unseen)}. Undo to go back.`;
}

/**
 * How sure a hint is that the game is lost, from its samples: `none of 128 ways the 7
 * cards out of sight may lie can be won: 12 proved lost, the other 4 too long to decide`.
 */
export function sureness(tally: Tally, unseen: number): string {
  if (tally.dealt === 0) return 'no way the cards out of sight may lie was tried';
  // with every card in sight (or one, whose place is then no secret) the one "sample" is the game itself
  if (unseen <= 1) return tally.lost > 0 ? 'with every card known, it was proved lost' : 'with every card known, the solver could not decide it within its budget';
  const ways = waysOf(tally, unseen);
  const open = tally.dealt - tally.won - tally.lost;
  if (tally.lost === 0) return `none of ${ways} could be won within the search's budget`;
  if (open === 0) return `none of ${ways} can be won: ${tally.dealt === 1 ? 'it was' : 'each was'} proved lost`;
  return `none of ${ways} can be won: ${tally.lost} proved lost, the other ${open} too long to decide`;
}

/**
 * How sure a hint is, from the ways weighed: in how many of them the game can still be
 * won (`can be won in 5 of the 6 ways the 3 cards out of sight may lie` when every way
 * was weighed, else `can be won in about 62% of the ways the 7 cards out of sight may
 * lie: 79 of 128 tried`). A way the solver could not decide within its budget counts as
 * not won.
 */
export function chanceOfWinning(tally: Tally, unseen: number, every: boolean): string {
  if (every) return `can be won in ${tally.won} of the ${waysOf(tally, unseen)}`;
  return `can be won in about ${Math.round((100 * tally.won) / tally.dealt)}% of the ways ${mayLie(unseen)}: ${tally.won} of ${tally.dealt} tried`;
}

function waysOf(tally: Tally, unseen: number): string {
  return `${tally.dealt} ${tally.dealt === 1 ? 'way' : 'ways'} ${mayLie(unseen)}`;
}

/** `the 7 cards out of sight may lie`, the words every note on the ways ends with. */
function mayLie(unseen: number): string {
  return `the ${unseen} ${unseen === 1 ? 'card' : 'cards'} out of sight may lie`;
}
