/**
 * Cassino's deal files: a whole position in the lines the game prints, so tests,
 * benchmarks and players can set up any position. `writeDealFile` writes every state
 * this way and `parseDealFile` reads it back as the same state (its seed aside: a
 * position from a file has none; and its log, which starts again from the opening
 * lines `Round <n>` and `Table:[...]`).
 *
 *     Players: Ann:human, Bob:computer:normal, Cid:computer:easy
 *     Target: 16
 *     Round: 2
 *     Dealer: Ann
 *     Turn: Bob
 *     Seed: 2718281828
 *     Table:[7♠, 3♥, 4♦]
 *     Hand Ann:[A♣, 9♦, 2♠, K♥]
 *     Hand Bob:[...]
 *     Hand Cid:[...]
 *     Deck:[...]
 *     Captured Ann:[...]
 *     Captured Bob:[...]
 *     Captured Cid:[...]
 *     Sweeps: Ann 0, Bob 1, Cid 0
 *     Totals: Ann 5, Bob 3, Cid 0
 *     Last capture: Bob
 *
 * - `Players:` in the --players SPEC form; `Target:` the points that win (16 when left
 *   out); `Round:` from 1 (1 when left out).
 * - `Dealer:` and `Turn:` follow from the round and the plays made (the first round's
 *   dealer is the last seat, each round's the next; the player after the dealer plays
 *   first): they may be left out, and when given they must agree.
 * - `Seed:` the generator's state that later rounds shuffle from (0 when left out).
 * - `Table:` the cards as they lie, newest last; `Hand <Name>:` each player's hand (a
 *   line for every player); `Deck:` the deck, its top card last; `Captured <Name>:` the
 *   cards each player has captured this round (none when left out).
 * - `Sweeps:` and `Totals:` name each player with a number (0 for a player left out):
 *   this round's sweeps, and the points of the rounds scored so far.
 * - `Last capture:` who captured last this round: given exactly when someone has.
 *
 * Lines may come in any order; blank lines and lines starting with `#` are passed
 * over; names are read in any case; cards may be typed in ASCII (`Th`, `10c`). With
 * `--players` or `--target` on the command line, they take the place of the file's
 * `Players:` or `Target:` line.
 *
 * A file that is not a possible position is refused, with one line naming the problem:
 * a card twice or missing (all 52 lie in the table, hands, deck and captured piles), a
 * hand of more than 4, hands not all 4 while the deck holds cards, hand sizes that no
 * turn order leaves, a player to act with an empty hand, a dealer or turn that does not
 * follow, unknown names, a bad number of players, captures by a player who has not played
 * yet this round or of one card, more sweeps than plays or captures, totals that would
 * have ended the game, or empty hands in a game that is not over.
 */
import { formatCard, type Card } from '../../engine/card.js';
import { CardLedger } from '../../engine/card-ledger.js';
import type { Seat } from '../../engine/game.js';
import { parsePileLine, renderPile, type PileLine } from '../../engine/pile.js';
import { quoted } from '../../engine/printable.js';
import { fail, ok, type Result } from '../../engine/result.js';
import { roundLine, tableLine } from './log.js';
import { formatPlayers, parsePlayers } from './players.js';
import { winnerOf } from './scoring.js';
import {
  DEFAULT_TARGET, HAND_SIZE, MAX_SEED, MAX_TARGET, MIN_TARGET, PLAYS_PER_ROUND, dealerOf, turnAfter,
  type CassinoState,
} from './state.js';

/** What the command line may add to a deal file. */
export interface DealFileOptions {
  readonly players?: readonly Seat[];
  readonly target?: number;
}

/** The largest round number a file may give. */
export const MAX_ROUND = 100_000;
/** The largest total a file may give. */
export const MAX_TOTAL = 1_000_000;

function pile(label: string, cards: readonly Card[]): string {
  return renderPile(label, cards, formatCard);
}

function named(names: readonly string[], numbers: readonly number[]): string {
  return names.map((name, i) => `${name} ${numbers[i] ?? 0}`).join(', ');
}

/** The whole state as a deal file (see above), each line ending in a newline. */
export function writeDealFile(state: CassinoState): string {
  const names = state.seats.map((seat) => seat.name);
  const lines = [
    `Players: ${formatPlayers(state.seats)}`,
    `Target: ${state.target}`,
    `Round: ${state.round}`,
    `Dealer: ${names[state.dealer]}`,
    `Turn: ${names[state.turn]}`,
    `Seed: ${state.rng}`,
    tableLine(state.table),
    ...names.map((name, i) => pile(`Hand ${name}`, state.hands[i] ?? [])),
    pile('Deck', state.deck),
    ...names.map((name, i) => pile(`Captured ${name}`, state.captured[i] ?? [])),
    `Sweeps: ${named(names, state.sweeps)}`,
    `Totals: ${named(names, state.totals)}`,
  ];
  if (state.lastCapture !== null) lines.push(`Last capture: ${names[state.lastCapture]}`);
  return lines.map((line) => `${line}\n`).join('');
}

interface Found<T> {
  readonly value: T;
  readonly line: number;
}

/** What the lines say, before names are known and the position as a whole is checked. */
interface Lines {
  readonly fields: Map<string, Found<string>>;
  table?: Found<Card[]>;
  deck?: Found<Card[]>;
  /** By lower-case name, as written. */
  readonly hands: Map<string, Found<{ name: string; cards: Card[] }>>;
  readonly captured: Map<string, Found<{ name: string; cards: Card[] }>>;
  /** The cards given so far, and on which lines. */
  readonly cards: CardLedger;
}

const FIELD = /^(players|target|round|dealer|turn|seed|sweeps|totals|last capture)\s*:(.*)$/i;
const FIELD_NAMES: Readonly<Record<string, string>> = {
  players: 'Players', target: 'Target', round: 'Round', dealer: 'Dealer', turn: 'Turn',
  seed: 'Seed', sweeps: 'Sweeps', totals: 'Totals', 'last capture': 'Last capture',
};
const COUNT_DETAIL = /^\s*(?:(\d+) cards?)?\s*$/i;

/**
 * A position from a deal file, or one line saying what is wrong (`line 9: ...` when
 * one line is to blame). See above for the format and the checks.
 */
export function parseDealFile(text: string, options: DealFileOptions = {}): Result<CassinoState> {
  const read: Lines = { fields: new Map(), hands: new Map(), captured: new Map(), cards: new CardLedger() };
  for (const [index, line] of text.split(/\r?\n/).entries()) {
    const trimmed = line.trim();
    if (trimmed === '' || trimmed.startsWith('#')) continue;
    const problem = readLine(read, trimmed, index + 1);
    if (problem !== null) return fail(`line ${index + 1}: ${problem}`);
  }
  return assemble(read, options);
}

function readLine(read: Lines, line: string, at: number): string | null {
  const field = FIELD.exec(line);
  if (field !== null) {
    const key = (field[1] as string).toLowerCase().replace(/\s+/g, ' ');
    const given = read.fields.get(key);
    if (given !== undefined) return `the ${FIELD_NAMES[key]} line is given twice (first on line ${given.line})`;
    read.fields.set(key, { value: (field[2] as string).trim(), line: at });
    return null;
  }
  if (!/^[^:[\]]+:\s*\[/.test(line)) {
    return `${quoted(line)} is not a line of a Cassino deal file`;
  }
  const parsed = parsePileLine(line);
  if (!parsed.ok) return parsed.error;
  const found = parsed.value;
  if (found.down > 0) return 'every card of Cassino lies face up in a deal file: write it without #';
  const detail = COUNT_DETAIL.exec(found.detail);
  if (detail === null) return `unexpected ${quoted(found.detail.trim())} after the cards`;
  if (detail[1] !== undefined && Number(detail[1]) !== found.cards.length) {
    return `${found.label} lists ${found.cards.length} cards but says ${detail[1]}`;
  }
  const problem = read.cards.add(found.cards, at);
  if (problem !== null) return problem;
  return readPile(read, found, at);
}

function readPile(read: Lines, found: PileLine, at: number): string | null {
  const label = found.label;
  const lower = label.toLowerCase();
  if (lower === 'table' || lower === 'deck') {
    const given = lower === 'table' ? read.table : read.deck;
    if (given !== undefined) return `the ${lower === 'table' ? 'Table' : 'Deck'} is given twice (first on line ${given.line})`;
    if (lower === 'table') read.table = { value: found.cards, line: at };
    else read.deck = { value: found.cards, line: at };
    return null;
  }
  const owned = /^(hand|captured)\s+(.+)$/i.exec(label);
  if (owned === null) {
    if (lower === 'hand' || lower === 'captured') return `say whose cards these are: ${label} <Name>:[...]`;
    return `${quoted(label)} is not a Cassino pile: the piles are Table, Deck, Hand <Name> and Captured <Name>`;
  }
  const kind = (owned[1] as string).toLowerCase() === 'hand' ? 'hands' : 'captured';
  const name = (owned[2] as string).trim();
  const piles = read[kind];
  const given = piles.get(name.toLowerCase());
  if (given !== undefined) return `${kind === 'hands' ? 'the hand' : 'the captured pile'} of ${given.value.name} is given twice (first on line ${given.line})`;
  piles.set(name.toLowerCase(), { value: { name, cards: found.cards }, line: at });
  return null;
}

/** A problem, with the line to blame when there is one. */
function problemAt(line: number | undefined, problem: string): { readonly ok: false; readonly error: string } {
  return fail(line === undefined ? problem : `line ${line}: ${problem}`);
}

function wholeNumber(text: string, least: number, most: number): number | null {
  if (!/^\d{1,10}$/.test(text)) return null;
  const value = Number(text);
  return value >= least && value <= most ? value : null;
}

/** The position as a whole: names resolved, every card there once, and a position play can reach. */
function assemble(read: Lines, options: DealFileOptions): Result<CassinoState> {
  const field = (key: string) => read.fields.get(key);

  // the players, and what the numbers say
  let seats: readonly Seat[];
  if (options.players !== undefined) {
    seats = options.players;
  } else {
    const players = field('players');
    if (players === undefined) return fail('there is no Players line (such as "Players: Ann:human, Bob:computer"), and no --players');
    const parsed = parsePlayers(players.value);
    if (!parsed.ok) return problemAt(players.line, parsed.error);
    seats = parsed.value;
  }
  const n = seats.length;
  const names = seats.map((seat) => seat.name);
  const seatOf = (name: string): number => names.findIndex((each) => each.toLowerCase() === name.trim().replace(/\s+/g, ' ').toLowerCase());
  const unknown = (name: string) => `no player is called ${quoted(name.trim())} (the players are ${names.join(', ')})`;

  let target = options.target ?? DEFAULT_TARGET;
  const targetLine = field('target');
  if (options.target === undefined && targetLine !== undefined) {
    const value = wholeNumber(targetLine.value, MIN_TARGET, MAX_TARGET);
    if (value === null) return problemAt(targetLine.line, `the target is a whole number from ${MIN_TARGET} to ${MAX_TARGET}, not ${quoted(targetLine.value)}`);
    target = value;
  }
  const roundLineFound = field('round');
  const round = roundLineFound === undefined ? 1 : wholeNumber(roundLineFound.value, 1, MAX_ROUND);
  if (round === null) return problemAt(roundLineFound?.line, `the round is a whole number from 1 to ${MAX_ROUND}, not ${quoted(roundLineFound?.value ?? '')}`);
  const seedLine = field('seed');
  const rng = seedLine === undefined ? 0 : wholeNumber(seedLine.value, 0, MAX_SEED);
  if (rng === null) return problemAt(seedLine?.line, `the seed is a whole number from 0 to ${MAX_SEED}, not ${quoted(seedLine?.value ?? '')}`);

  // the piles, by seat
  const hands: Card[][] = [];
  const captured: Card[][] = [];
  for (const piles of [read.hands, read.captured]) {
    for (const found of piles.values()) {
      if (seatOf(found.value.name) < 0) return problemAt(found.line, unknown(found.value.name));
    }
  }
  for (const [seat, name] of names.entries()) {
    const hand = read.hands.get(name.toLowerCase());
    if (hand === undefined) return fail(`there is no Hand line for ${name} (such as "Hand ${name}:[7♠, 3♥]")`);
    hands[seat] = hand.value.cards;
    captured[seat] = read.captured.get(name.toLowerCase())?.value.cards ?? [];
  }
  const missing = read.cards.missing();
  if (missing !== null) return fail(missing);
  const sweeps = namedNumbers(field('sweeps'), seatOf, unknown, n, PLAYS_PER_ROUND);
  if (!sweeps.ok) return sweeps;
  const totals = namedNumbers(field('totals'), seatOf, unknown, n, MAX_TOTAL);
  if (!totals.ok) return totals;

  // hands and turns as play leaves them
  const table = read.table?.value ?? [];
  const deck = read.deck?.value ?? [];
  const handLine = (seat: number) => read.hands.get((names[seat] as string).toLowerCase())?.line;
  const big = hands.findIndex((hand) => hand.length > HAND_SIZE);
  if (big >= 0) return problemAt(handLine(big), `${names[big]}'s hand holds ${hands[big]?.length} cards: a hand holds at most ${HAND_SIZE}`);
  const inHands = hands.reduce((sum, hand) => sum + hand.length, 0);
  const plays = PLAYS_PER_ROUND - deck.length - inHands;
  if (plays < 0) {
    return fail(`the deck and the hands hold ${deck.length + inHands} cards, but at most ${PLAYS_PER_ROUND} can (${52 - PLAYS_PER_ROUND} lie on the table at the deal)`);
  }
  if (deck.length > 0) {
    const short = hands.findIndex((hand) => hand.length !== HAND_SIZE);
    if (short >= 0) return problemAt(handLine(short), `the deck still holds cards, so every hand holds ${HAND_SIZE}, but ${names[short]}'s holds ${hands[short]?.length}`);
  }
  const dealer = dealerOf(round, n);
  const dealerLine = field('dealer');
  if (dealerLine !== undefined) {
    const given = seatOf(dealerLine.value);
    if (given < 0) return problemAt(dealerLine.line, unknown(dealerLine.value));
    if (given !== dealer) {
      return problemAt(dealerLine.line, `in round ${round} ${names[dealer]} deals, not ${names[given]} (the last seat deals first, then each next seat in turn)`);
    }
  }
  const turn = turnAfter(dealer, plays, n);
  const turnLine = field('turn');
  if (turnLine !== undefined) {
    const given = seatOf(turnLine.value);
    if (given < 0) return problemAt(turnLine.line, unknown(turnLine.value));
    if (given !== turn) {
      return problemAt(turnLine.line, `after ${plays} ${plays === 1 ? 'play' : 'plays'} of round ${round}, dealt by ${names[dealer]}, it is ${names[turn]}'s turn, not ${names[given]}'s`);
    }
  }
  const over = plays === PLAYS_PER_ROUND;
  if (!over && hands[turn]?.length === 0) return problemAt(handLine(turn), `it is ${names[turn]}'s turn, but ${names[turn]}'s hand is empty`);
  const expected = expectedHandSizes(dealer, plays, n);
  const wrong = hands.findIndex((hand, seat) => hand.length !== expected[seat]);
  if (wrong >= 0) {
    return problemAt(handLine(wrong), `after ${plays} plays of the round ${names[wrong]} holds ${expected[wrong]} ${expected[wrong] === 1 ? 'card' : 'cards'}, not ${hands[wrong]?.length}`);
  }

  // captures
  const lastLine = field('last capture');
  let lastCapture: number | null = null;
  if (lastLine !== undefined) {
    lastCapture = seatOf(lastLine.value);
    if (lastCapture < 0) return problemAt(lastLine.line, unknown(lastLine.value));
    if (captured[lastCapture]?.length === 0) return problemAt(lastLine.line, `${names[lastCapture]} captured last, but has captured nothing this round`);
  } else {
    const capturer = captured.findIndex((pile) => pile.length > 0);
    if (capturer >= 0) return fail(`${names[capturer]} has captured cards this round, so a line "Last capture: <Name>" must say who captured last`);
  }
  const capturedLine = (seat: number) => read.captured.get((names[seat] as string).toLowerCase())?.line;
  const playsBy = names.map((_, seat) => playsOf(seat, dealer, plays, n));
  const idle = captured.findIndex((pile, seat) => pile.length > 0 && playsBy[seat] === 0);
  if (idle >= 0) return problemAt(capturedLine(idle), `${names[idle]} has not played yet this round, so has captured nothing`);
  const single = captured.findIndex((pile) => pile.length === 1);
  if (single >= 0) return problemAt(capturedLine(single), `a capture takes at least two cards (the card played and one from the table), but ${names[single]} has captured one`);
  const swept = sweeps.value.findIndex((count, seat) => count * 2 > (captured[seat]?.length ?? 0) || count > (playsBy[seat] as number));
  if (swept >= 0) {
    return problemAt(field('sweeps')?.line, `${names[swept]} has ${sweeps.value[swept]} sweeps, but has played ${playsBy[swept]} times and captured ${captured[swept]?.length} cards this round`);
  }

  // the game as a whole
  const winner = winnerOf(totals.value, target);
  const totalsAt = field('totals')?.line;
  if (over) {
    if (winner === null) {
      return problemAt(totalsAt, `every hand is empty, so the game is over, but no player alone has the most points with at least ${target}`);
    }
    if (table.length > 0 && lastCapture !== null) {
      return fail(`every hand is empty, so the table should be too: the rest goes to ${names[lastCapture]}, who captured last`);
    }
  } else if (round === 1 && totals.value.some((total) => total > 0)) {
    return problemAt(totalsAt, 'in round 1 nobody has points yet');
  } else if (winner !== null) {
    return problemAt(totalsAt, `${names[winner]} alone has the most points and at least ${target}: the game would be over`);
  }

  return ok({
    seats,
    target,
    seed: null,
    rng,
    round,
    dealer,
    turn,
    deck,
    table,
    hands,
    captured,
    sweeps: sweeps.value,
    totals: totals.value,
    roundScores: [],
    lastCapture,
    winner: over ? winner : null,
    log: [roundLine(round), tableLine(table)],
  });
}

/**
 * Each seat's cards in hand after this many plays of a round: 4, plus a card drawn for
 * each of its plays while the deck lasted, less a card for each of its plays.
 */
export function expectedHandSizes(dealer: number, plays: number, players: number): number[] {
  const deckAtDeal = PLAYS_PER_ROUND - HAND_SIZE * players;
  const sizes = new Array<number>(players).fill(HAND_SIZE);
  for (let play = 0; play < plays; play += 1) {
    const seat = turnAfter(dealer, play, players);
    if (play >= deckAtDeal) (sizes[seat] as number) -= 1;
  }
  return sizes;
}

/** How many of a round's first `plays` plays a seat made. */
function playsOf(seat: number, dealer: number, plays: number, players: number): number {
  const first = (((seat - dealer - 1) % players) + players) % players;
  return plays > first ? Math.ceil((plays - first) / players) : 0;
}

/** A `Sweeps:` or `Totals:` line: `Ann 5, Bob 3`, each player at most once, 0 for those left out. */
function namedNumbers(
  found: Found<string> | undefined,
  seatOf: (name: string) => number,
  unknown: (name: string) => string,
  players: number,
  most: number,
): Result<number[]> {
  const numbers = new Array<number>(players).fill(0);
  if (found === undefined || found.value === '') return ok(numbers);
  const given = new Set<number>();
  for (const entry of found.value.split(',')) {
    const match = /^(.*\S)\s+(\S+)$/.exec(entry.trim());
    if (match === null) return problemAt(found.line, `${quoted(entry.trim())} is not a name and a number, such as "Ann 5"`);
    const seat = seatOf(match[1] as string);
    if (seat < 0) return problemAt(found.line, unknown(match[1] as string));
    if (given.has(seat)) return problemAt(found.line, `${(match[1] as string).trim()} is given twice`);
    given.add(seat);
    const value = wholeNumber(match[2] as string, 0, most);
    if (value === null) return problemAt(found.line, `${quoted(match[2] ?? '')} is not a whole number from 0 to ${most}`);
    numbers[seat] = value;
  }
  return ok(numbers);
}
