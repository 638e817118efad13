/**
 * What the player sees of a Klondike state (no face-down card, no unseen deck card),
 * and whether play is stuck: the one thing in the view worked out from the full state.
 *
 * Stuck ("No moves left") means no card can move any more, whatever is drawn: from the
 * full state, a search over card moves, draws and recycles (within Vegas' pass limit)
 * finds no position with more cards home, fewer cards face down, or fewer cards in the
 * deck and the waste. The moves at hand are looked at first, so an ordinary position
 * costs almost nothing; if the search's budget runs out, play is taken not to be stuck.
 * The answer is kept per state object, so the engine may ask for a view again and again;
 * a view made only to read a move (as loading a save does for every move) never asks.
 */
import { CARDS, cardIndex, type Card } from '../../engine/card.js';
import type { SeenCard } from '../../engine/pile.js';
import { TARGETS, carryOut, planOf, sources, tableOf, type Plan } from './rules.js';
import { cardsHome, isWon, type KlondikeState, type KlondikeView, type Place, type Table } from './state.js';

/** How many layouts the stuck search may visit before it gives up (and says not stuck). */
export const STUCK_SEARCH_BUDGET = 1000;

/** Whether play is stuck, per state, once worked out (the board and the hint ask again and again). */
const stuckness = new WeakMap<KlondikeState, boolean>();

/**
 * The state as the player sees it. Whether play is stuck is worked out when first asked
 * (the board and the hint ask; reading a move, as loading a save does for every move,
 * does not), and then kept with the state.
 */
export function viewOf(state: KlondikeState): KlondikeView {
  return {
    ...tableOf(state),
    showing: state.showing,
    score: state.score,
    get stuck(): boolean {
      let stuck = stuckness.get(state);
      if (stuck === undefined) {
        stuck = isStuck(state);
        stuckness.set(state, stuck);
      }
      return stuck;
    },
  };
}

interface Progress {
  readonly home: number;
  readonly down: number;
}

function progressOf(state: KlondikeState): Progress {
  return { home: cardsHome(state), down: state.tableau.reduce((sum, pile) => sum + pile.down, 0) };
}

/**
 * Whether no card can move any more, whatever is drawn (see above). Draws never change
 * the tableau or the foundations, and moves there never change the deck or the waste,
 * so the two are searched apart: first every card that drawing can bring to the top of
 * the deck (the spec's game) or the waste (within Vegas' pass limit), then every layout
 * of the tableau and foundations that moves among them reach. Play is stuck when no
 * such layout has more cards home or fewer face down, and none takes one of those cards.
 */
export function isStuck(state: KlondikeState): boolean {
  if (isWon(state)) return false;
  const start = progressOf(state);
  const isAhead = (after: KlondikeState) => {
    const progress = progressOf(after);
    return progress.home > start.home || progress.down < start.down;
  };
  let playable: Card[] | null = null;
  const seen = new Set<string>([layoutKey(state)]);
  let frontier: KlondikeState[] = [state];
  let budget = STUCK_SEARCH_BUDGET;
  while (frontier.length > 0) {
    const next: KlondikeState[] = [];
    // breadth first, so the moves at hand are looked at before any longer line
    for (const position of frontier) {
      const table = tableOf(position);
      const after = layoutPlans(table).map((plan) => carryOut(position, plan));
      if (after.some(isAhead)) return false;
      // the cards drawing can bring up: worked out once, and only when needed
      playable ??= stockTops(state);
      if (playable.some((card) => takesFromStock(table, card))) return false;
      for (const layout of after) {
        const key = layoutKey(layout);
        if (seen.has(key)) continue;
        seen.add(key);
        budget -= 1;
        if (budget <= 0) return false;
        next.push(layout);
      }
    }
    frontier = next;
  }
  return true;
}

/**
 * Every card that draws alone can make the playable deck or waste card, the current one
 * first. Along draws alone the deck and the waste hold one fixed sequence between them,
 * split where the waste ends (a recycle only turns it over), so the waste's size (and,
 * under Vegas, the pass) says where in the round the draws are.
 */
function stockTops(state: KlondikeState): Card[] {
  const tops: Card[] = [];
  const visited = new Set<string>();
  let current = state;
  for (;;) {
    const top = current.rules.draw === 'spec' ? current.deck.cards[current.deck.cards.length - 1] : current.waste[current.waste.length - 1];
    if (top !== undefined && !tops.includes(top)) tops.push(top);
    const key = current.rules.scoring === 'vegas' ? `${current.waste.length}/${current.pass}` : `${current.waste.length}`;
    if (visited.has(key)) return tops;
    visited.add(key);
    const drawn = planOf(tableOf(current), { kind: 'draw' });
    if (drawn === null) return tops;
    current = carryOut(current, drawn);
  }
}

/** Whether the card, were it the playable deck or waste card, could go anywhere (the one check decides). */
function takesFromStock(table: Table, card: Card): boolean {
  const standard = table.rules.draw !== 'spec';
  const asTop: Table = standard ? { ...table, waste: [card] } : { ...table, deck: [card] };
  const from: Place = standard ? { kind: 'W', index: 0 } : { kind: 'D', index: 0 };
  return TARGETS.some((to) => planOf(asTop, { kind: 'move', from, to }) !== null);
}

/** The legal moves among the tableau and the foundations. */
function layoutPlans(table: Table): Plan[] {
  const plans: Plan[] = [];
  for (const from of sources(table.rules)) {
    if (from.kind !== 'T' && from.kind !== 'F') continue;
    for (const to of TARGETS) {
      const plan = planOf(table, { kind: 'move', from, to });
      if (plan !== null) plans.push(plan);
    }
  }
  return plans;
}

/** The tableau and the foundations, card by card, whichever pile holds what (it makes no difference to play). */
function layoutKey(state: KlondikeState): string {
  const home = state.foundations.map(pileKey).sort().join('/');
  return `${home}|${state.tableau.map((p) => `${p.down}${pileKey(p.cards)}`).sort().join('/')}`;
}

/** One character a card, for keys. */
const CARD_CHARS = new Map(CARDS.map((card, i) => [card, String.fromCharCode(65 + i)]));

function cardChar(card: Card): string {
  return CARD_CHARS.get(card) ?? String.fromCharCode(65 + cardIndex(card));
}

function pileKey(cards: readonly SeenCard[]): string {
  let key = '';
  for (const card of cards) key += card === null ? '?' : cardChar(card);
  return key;
}

const keys = new WeakMap<Table, string>();

/**
 * The same position, as far as play goes: the cards of every pile as seen (`?` for an
 * unseen one), and under Vegas scoring the pass (which limits what is left to do).
 * The score and how many waste cards show do not count. Memoized per table object.
 */
export function positionKey(table: Table): string {
  let key = keys.get(table);
  if (key === undefined) {
    const pass = table.rules.scoring === 'vegas' ? String(table.pass) : '';
    key = [pileKey(table.deck), pileKey(table.waste), ...table.foundations.map(pileKey), ...table.tableau.map(pileKey), pass].join('/');
    keys.set(table, key);
  }
  return key;
}

const tableKeys = new WeakMap<Table, string>();

/**
 * The same table whichever tableau pile holds which run and whichever foundation which
 * suit (it makes no difference to play): the deck and the waste as they lie, the
 * foundations and the tableau piles as sorted sets of piles, each card as seen (`?`
 * for an unseen one). Not the pass, under Vegas scoring either: the same cards in a
 * later pass are no better than in an earlier one (all that can be done from the later
 * can be done from the earlier, which has a turn of the deck more to spare), so a table
 * met before counts as met whichever pass brings it back. Memoized per table object.
 */
export function tableKey(table: Table): string {
  let key = tableKeys.get(table);
  if (key === undefined) {
    const home = table.foundations.map(pileKey).sort().join('/');
    key = `${pileKey(table.deck)}/${pileKey(table.waste)}|${home}|${table.tableau.map(pileKey).sort().join('/')}`;
    tableKeys.set(table, key);
  }
  return key;
}

/**
 * A full state the view could have come from: each unseen card filled in from the
 * cards out of sight, in the standard order. The look-ahead of `hint` plays on it; what
 * it finds under a face-down card means nothing, and hint never relies on it.
 */
export function stateFromView(view: KlondikeView): KlondikeState {
  return filledWith(view, unseenCards(view));
}

/** The cards the view does not show, in the standard order. */
export function unseenCards(view: KlondikeView): Card[] {
  const inSight = new Set<number>();
  for (const pile of [view.deck, view.waste, ...view.foundations, ...view.tableau]) {
    for (const card of pile) if (card !== null) inSight.add(cardIndex(card));
  }
  return CARDS.filter((card) => !inSight.has(cardIndex(card)));
}

/** The view's state with the places out of sight filled with these cards, in order (the deck's first, then each pile's). */
export function filledWith(view: KlondikeView, cards: readonly Card[]): KlondikeState {
  let next = 0;
  const fill = (pile: readonly SeenCard[]): { cards: Card[]; down: number } => ({
    cards: pile.map((card) => {
      if (card !== null) return card;
      const filler = cards[next];
      next += 1;
      if (filler === undefined) throw new Error('the view hides more cards than are out of sight');
      return filler;
    }),
    down: pile.filter((card) => card === null).length,
  });
  return {
    rules: view.rules,
    seed: null,
    deck: fill(view.deck),
    waste: view.waste,
    showing: view.showing,
    foundations: view.foundations,
    tableau: view.tableau.map(fill),
    score: view.score,
    pass: view.pass,
  };
}
