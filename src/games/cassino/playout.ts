/**
 * A round of Cassino as compact, mutable data on card indices (CARDS order), for the
 * hard computer's play-outs: the same rules as rules.ts (a played card is replaced in
 * the hand by the deck's top card while the deck lasts; the last to capture takes the
 * rest), scored as scoring.ts scores a round, without log lines or new objects a play.
 * A property test plays whole rounds both ways and compares them.
 */
import { CARD_POINTS, normalPlay, SPADE } from './playout-normal.js';
import { scoredSweeps, scoresMost, type CassinoRules } from './variants.js';
import { MOST_CARDS_POINTS, MOST_SPADES_POINTS } from './scoring.js';

export interface Round {
  readonly players: number;
  /** The table's cards, as they lie. */
  table: number[];
  /** Each seat's hand, in hand order. */
  readonly hands: number[][];
  /** The deck, its top card last. */
  deck: number[];
  turn: number;
  /** Per seat this round: cards captured, spades among them, their points, sweeps. */
  readonly cards: number[];
  readonly spades: number[];
  readonly points: number[];
  readonly sweeps: number[];
  /** The seat that captured last, or -1. */
  lastCapture: number;
}

export function emptyRound(players: number): Round {
  const zeros = () => new Array<number>(players).fill(0);
  return {
    players,
    table: [],
    hands: Array.from({ length: players }, (): number[] => []),
    deck: [],
    turn: 0,
    cards: zeros(),
    spades: zeros(),
    points: zeros(),
    sweeps: zeros(),
    lastCapture: -1,
  };
}

/** Makes `to` (of as many players) a copy of `from`. */
export function copyRound(from: Round, to: Round): void {
  copyInto(from.table, to.table);
  for (let seat = 0; seat < from.players; seat += 1) {
    copyInto(from.hands[seat] as number[], to.hands[seat] as number[]);
    to.cards[seat] = from.cards[seat] as number;
    to.spades[seat] = from.spades[seat] as number;
    to.points[seat] = from.points[seat] as number;
    to.sweeps[seat] = from.sweeps[seat] as number;
  }
  copyInto(from.deck, to.deck);
  to.turn = from.turn;
  to.lastCapture = from.lastCapture;
}

function copyInto(from: readonly number[], to: number[]): void {
  to.length = from.length;
  for (let i = 0; i < from.length; i += 1) to[i] = from[i] as number;
}

/** Whether every hand is empty (the round's plays are over). */
export function handsEmpty(round: Round): boolean {
  return round.hands.every((hand) => hand.length === 0);
}

/** The seat to play plays its hand card at `at`, taking the table cards at `takes` (ascending positions; none: a placement). */
export function playCard(round: Round, at: number, takes: readonly number[]): void {
  const seat = round.turn;
  const hand = round.hands[seat] as number[];
  const card = hand[at] as number;
  const drawn = round.deck.pop();
  if (drawn === undefined) hand.splice(at, 1);
  else hand[at] = drawn;
  const table = round.table;
  if (takes.length === 0) {
    table.push(card);
  } else {
    let cards = 1;
    let spades = SPADE[card] as number;
    let points = CARD_POINTS[card] as number;
    let kept = 0;
    let next = 0;
    for (let p = 0; p < table.length; p += 1) {
      const onTable = table[p] as number;
      if (next < takes.length && takes[next] === p) {
        next += 1;
        cards += 1;
        spades += SPADE[onTable] as number;
        points += CARD_POINTS[onTable] as number;
      } else {
        table[kept] = onTable;
        kept += 1;
      }
    }
    if (kept === 0) (round.sweeps[seat] as number) += 1;
    table.length = kept;
    (round.cards[seat] as number) += cards;
    (round.spades[seat] as number) += spades;
    (round.points[seat] as number) += points;
    round.lastCapture = seat;
  }
  round.turn = (seat + 1) % round.players;
}

/** The rest of the table to the last player to capture (at the end of the plays). */
export function takeRest(round: Round): void {
  const seat = round.lastCapture;
  if (seat < 0 || round.table.length === 0) return;
  for (const card of round.table) {
    (round.cards[seat] as number) += 1;
    (round.spades[seat] as number) += SPADE[card] as number;
    (round.points[seat] as number) += CARD_POINTS[card] as number;
  }
  round.table.length = 0;
}

const takes: number[] = [];

/** Every seat plays as the normal computer to the end of the round; then the rest is taken. */
export function playOut(round: Round): void {
  while ((round.hands[round.turn] as number[]).length > 0) {
    const at = normalPlay(round.hands[round.turn] as number[], round.table, takes);
    playCard(round, at, takes);
  }
  takeRest(round);
}

/** Each seat's points for the round just played out, as scoring.ts's roundPoints gives them. */
export function roundScore(round: Round, rules: CassinoRules, totalsBefore: readonly number[]): number[] {
  const mostCards = scoresMost(round.cards, rules.ties);
  const mostSpades = scoresMost(round.spades, rules.ties);
  const sweeps = scoredSweeps(round.sweeps, rules, totalsBefore);
  return round.points.map((points, seat) =>
    points
    + (sweeps[seat] as number)
    + (mostCards[seat] === true ? MOST_CARDS_POINTS : 0)
    + (mostSpades[seat] === true ? MOST_SPADES_POINTS : 0));
}
