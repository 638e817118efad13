/**
 * Klondike's board text (CONTRACT "Boards" and "Klondike"), and its deal files.
 *
 * The board as printed, one line a pile, then the score and the stuck note:
 *
 *     Deck:[Q♦] 23 cards            the spec's game: its face-up top card; standard: [##]
 *     Waste:[4♣] 1 cards            the top card (draw 3: the last turn's cards still on it)
 *     Foundation 0:[A♠]             ... Foundation 3
 *     Tableau 0:[##, ##, 5♦, 4♣]    ... Tableau 6, face-down cards as ##
 *     Score: 15                     with scoring only
 *     No moves left: ...            when play is stuck
 *
 * The count is always written `<n> cards`, even for one card, exactly as CONTRACT has it.
 *
 * A deal file holds the whole state in the same lines: every card of each pile, bottom
 * first; a card not seen yet written `#7♠` (face-down tableau cards, unseen deck cards);
 * the Deck line lists the whole deck, its top card last. What else a state needs:
 *
 *     Waste:[...] 7 cards, 3 showing    with draw 3: how many of the last turn's cards show
 *     Score: 15                         with scoring (a fresh deal's score when left out)
 *     Pass: 2                           the pass through the deck under way (1 when left out)
 *
 * Lines may come in any order; a pile left out is empty; blank lines, lines starting
 * with `#` and a `No moves left` line are passed over. Counts after a bracket are checked.
 */
import { formatCard, type Card } from '../../engine/card.js';
import { CardLedger } from '../../engine/card-ledger.js';
import { isBuiltDown } from '../../engine/building.js';
import { faceUp, parsePileLine, renderPile, writePile, type LayeredPile, type Pile, type PileLine } from '../../engine/pile.js';
import { quoted } from '../../engine/printable.js';
import { fail, ok, type Result } from '../../engine/result.js';
import type { Theme } from '../../engine/theme.js';
import { passLimit, passesInWords, startScore } from './scoring.js';
import {
  FOUNDATIONS, TABLEAU_PILES, isStandard, unseenInDeck,
  type KlondikeRules, type KlondikeState, type KlondikeView,
} from './state.js';

export const STUCK_LINE = 'No moves left that help: no card can go home or turn face up, whatever is drawn. Undo, or quit.';

function count(n: number): string {
  return ` ${n} cards`;
}

/** The board as the player sees it, each line ending in a newline. */
export function renderBoard(view: KlondikeView, theme: Theme): string {
  const deckTop = view.deck.length === 0 ? [] : [isStandard(view.rules) ? null : (view.deck[view.deck.length - 1] ?? null)];
  const shown = view.waste.slice(view.waste.length - view.showing);
  const lines = [
    renderPile('Deck', deckTop, theme.card, count(view.deck.length)),
    renderPile('Waste', shown, theme.card, count(view.waste.length)),
    ...view.foundations.map((pile, i) => renderPile(`Foundation ${i}`, pile, theme.card)),
    ...view.tableau.map((pile, i) => renderPile(`Tableau ${i}`, pile, theme.card)),
  ];
  if (view.rules.scoring !== 'none') lines.push(`Score: ${view.score}`);
  if (view.stuck) lines.push(STUCK_LINE);
  return lines.map((line) => `${line}\n`).join('');
}

/** The whole state as a deal file (see above); parseDealFile reads it back as the same state, seed aside. */
export function writeDealFile(state: KlondikeState): string {
  const showing = state.rules.draw === 3 && state.waste.length > 0 ? `, ${state.showing} showing` : '';
  const lines = [
    writePile('Deck', state.deck, count(state.deck.cards.length)),
    writePile('Waste', { cards: state.waste, down: 0 }, count(state.waste.length) + showing),
    ...state.foundations.map((cards, i) => writePile(`Foundation ${i}`, { cards, down: 0 })),
    ...state.tableau.map((pile, i) => writePile(`Tableau ${i}`, pile)),
  ];
  if (state.rules.scoring !== 'none') lines.push(`Score: ${state.score}`);
  if (state.pass > 1) lines.push(`Pass: ${state.pass}`);
  return lines.map((line) => `${line}\n`).join('');
}

const PILE_LABEL = /^(deck|waste|foundation (\d+)|tableau (\d+))$/i;
const NUMBER_LINE = /^(score|pass)\s*:\s*(.*)$/i;
const COUNT_DETAIL = /^\s*(?:(\d+) cards?)?\s*$/i;
const WASTE_DETAIL = /^\s*(?:(\d+) cards?)?\s*(?:,?\s*(\d+) showing)?\s*$/i;
const MAX_SCORE = 1_000_000;

interface Found<T> {
  readonly value: T;
  readonly line: number;
}

/** What the lines of a deal file say, before the position as a whole is checked. */
interface Lines {
  deck?: Found<LayeredPile>;
  waste?: Found<Pile>;
  showing?: Found<number>;
  score?: Found<number>;
  pass?: Found<number>;
  readonly foundations: (Found<Pile> | undefined)[];
  readonly tableau: (Found<LayeredPile> | undefined)[];
  /** The cards given so far, and on which lines. */
  readonly cards: CardLedger;
}

/**
 * A position from a deal file under these rules, or one line saying what is wrong
 * (`line 9: ...`). Anything that is not a possible position is refused: a card twice
 * or missing, a foundation out of order, face-up tableau cards not built down, a
 * face-down card on top of a tableau pile or anywhere in the waste or a foundation,
 * deck cards marked seen or unseen against the rules, a Score line without scoring.
 */
export function parseDealFile(text: string, rules: KlondikeRules): Result<KlondikeState> {
  const read: Lines = { foundations: [], tableau: [], cards: new CardLedger() };
  for (const [index, line] of text.split(/\r?\n/).entries()) {
    const trimmed = line.trim();
    if (trimmed === '' || trimmed.startsWith('#') || /^no moves left\b/i.test(trimmed)) continue;
    const problem = readLine(read, trimmed, index + 1, rules);
    if (problem !== null) return fail(`line ${index + 1}: ${problem}`);
  }
  return assemble(read, rules);
}

function readLine(read: Lines, line: string, at: number, rules: KlondikeRules): string | null {
  const numbered = NUMBER_LINE.exec(line);
  if (numbered !== null) return readNumber(read, (numbered[1] as string).toLowerCase(), (numbered[2] as string).trim(), at, rules);
  if (/(^|[[,\s])##(?=[\],\s])/.test(line)) return '"##" hides a card: a deal file writes a face-down card with its name, as #7♠';
  const parsed = parsePileLine(line);
  if (!parsed.ok) return parsed.error;
  const pile = parsed.value;
  const label = PILE_LABEL.exec(pile.label);
  if (label === null) return `${quoted(pile.label)} is not a Klondike pile: the piles are Deck, Waste, Foundation 0-3 and Tableau 0-6`;
  const problem = read.cards.add(pile.cards, at);
  if (problem !== null) return problem;
  if (label[2] !== undefined) return readFoundation(read, pile, Number(label[2]), at);
  if (label[3] !== undefined) return readTableau(read, pile, Number(label[3]), at);
  return (label[1] as string).toLowerCase() === 'deck' ? readDeck(read, pile, at) : readWaste(read, pile, at, rules);
}

function readNumber(read: Lines, what: string, text: string, at: number, rules: KlondikeRules): string | null {
  if (!/^[-+]?\d{1,9}$/.test(text)) return `"${text}" is not a whole number`;
  const value = Number(text);
  if (what === 'score') {
    if (read.score !== undefined) return `the Score is given twice (first on line ${read.score.line})`;
    if (rules.scoring === 'none') return 'a Score line needs scoring (--scoring standard or --scoring vegas)';
    if (Math.abs(value) > MAX_SCORE) return `a score of ${value} is out of reach`;
    if (rules.scoring === 'standard' && value < 0) return 'a standard score is never below 0';
    read.score = { value, line: at };
    return null;
  }
  if (read.pass !== undefined) return `the Pass is given twice (first on line ${read.pass.line})`;
  if (value < 1 || value > MAX_SCORE) return 'the pass through the deck is counted from 1';
  const limit = passLimit(rules);
  if (limit !== null && value > limit) return `Vegas scoring allows ${passesInWords(limit)} through the deck, not ${value}`;
  read.pass = { value, line: at };
  return null;
}

function countProblem(pile: PileLine, said: string | undefined): string | null {
  if (said === undefined || Number(said) === pile.cards.length) return null;
  return `${pile.label} lists ${pile.cards.length} cards but says ${said}`;
}

function readDeck(read: Lines, pile: PileLine, at: number): string | null {
  if (read.deck !== undefined) return `the Deck is given twice (first on line ${read.deck.line})`;
  const detail = COUNT_DETAIL.exec(pile.detail);
  if (detail === null) return `unexpected ${quoted(pile.detail.trim())} after the Deck: only its count may follow`;
  read.deck = { value: { cards: pile.cards, down: pile.down }, line: at };
  return countProblem(pile, detail[1]);
}

function readWaste(read: Lines, pile: PileLine, at: number, rules: KlondikeRules): string | null {
  if (read.waste !== undefined) return `the Waste is given twice (first on line ${read.waste.line})`;
  if (pile.down > 0) return `the waste holds a face-down card (#${formatCard(pile.cards[0] as Card)}): every waste card lies face up`;
  const detail = WASTE_DETAIL.exec(pile.detail);
  if (detail === null) return `unexpected ${quoted(pile.detail.trim())} after the Waste: only its count and how many cards show may follow`;
  read.waste = { value: pile.cards, line: at };
  const size = pile.cards.length;
  if (detail[2] !== undefined) {
    const showing = Number(detail[2]);
    const most = rules.draw === 3 ? Math.min(3, size) : Math.min(1, size);
    const least = Math.min(1, size);
    if (showing < least || showing > most) {
      return `the waste shows ${least === most ? `${least} ${least === 1 ? 'card' : 'cards'}` : `${least} to ${most} cards`} here, not ${showing}`;
    }
    read.showing = { value: showing, line: at };
  }
  return countProblem(pile, detail[1]);
}

function readFoundation(read: Lines, pile: PileLine, index: number, at: number): string | null {
  if (index >= FOUNDATIONS) return `${quoted(pile.label)} is not a Klondike pile: the foundations are Foundation 0-3`;
  const given = read.foundations[index];
  if (given !== undefined) return `Foundation ${index} is given twice (first on line ${given.line})`;
  if (pile.down > 0) return `Foundation ${index} holds a face-down card (#${formatCard(pile.cards[0] as Card)}): foundation cards lie face up`;
  const detail = COUNT_DETAIL.exec(pile.detail);
  if (detail === null) return `unexpected ${quoted(pile.detail.trim())} after Foundation ${index}`;
  const [first] = pile.cards;
  const broken = first === undefined ? -1 : pile.cards.findIndex((card, i) => card.suit !== first.suit || card.rank !== i + 1);
  if (broken >= 0) {
    return `Foundation ${index} must be built up from the Ace in one suit, but holds ${formatCard(pile.cards[broken] as Card)} at place ${broken + 1}`;
  }
  read.foundations[index] = { value: pile.cards, line: at };
  return countProblem(pile, detail[1]);
}

function readTableau(read: Lines, pile: PileLine, index: number, at: number): string | null {
  if (index >= TABLEAU_PILES) return `${quoted(pile.label)} is not a Klondike pile: the tableau piles are Tableau 0-6`;
  const given = read.tableau[index];
  if (given !== undefined) return `Tableau ${index} is given twice (first on line ${given.line})`;
  const detail = COUNT_DETAIL.exec(pile.detail);
  if (detail === null) return `unexpected ${quoted(pile.detail.trim())} after Tableau ${index}`;
  const layered = { cards: pile.cards, down: pile.down };
  if (pile.cards.length > 0 && pile.down === pile.cards.length) {
    return `the top card of Tableau ${index} (#${formatCard(pile.cards[pile.cards.length - 1] as Card)}) is face down: a pile's top card lies face up`;
  }
  const up = faceUp(layered);
  if (!isBuiltDown(up)) {
    const broken = up.findIndex((card, i) => i > 0 && !isBuiltDown([up[i - 1] as Card, card]));
    return `the face-up cards of Tableau ${index} are not built down: ${formatCard(up[broken] as Card)} lies on ${formatCard(up[broken - 1] as Card)}`;
  }
  read.tableau[index] = { value: layered, line: at };
  return countProblem(pile, detail[1]);
}

/** The position as a whole: all 52 cards, and the deck's seen cards as the rules and the pass have them. */
function assemble(read: Lines, rules: KlondikeRules): Result<KlondikeState> {
  const missing = read.cards.missing();
  if (missing !== null) return fail(missing);
  const pass = read.pass?.value ?? 1;
  const deck = read.deck?.value ?? { cards: [], down: 0 };
  const expected = unseenInDeck(rules, pass, deck.cards.length);
  if (deck.down !== expected) {
    const where = `line ${read.deck?.line ?? 0}: `;
    if (pass > 1) return fail(`${where}after a recycle every card of the deck has been seen: write them without #`);
    return fail(isStandard(rules)
      ? `${where}in the first pass no card of the deck has been seen: write each as #7♠ (or give a line "Pass: 2")`
      : `${where}in the first pass only the deck's top card has been seen: write the others as #7♠ (or give a line "Pass: 2")`);
  }
  const waste = read.waste?.value ?? [];
  return ok({
    rules,
    seed: null,
    deck,
    waste,
    showing: read.showing?.value ?? Math.min(1, waste.length),
    foundations: Array.from({ length: FOUNDATIONS }, (_, i) => read.foundations[i]?.value ?? []),
    tableau: Array.from({ length: TABLEAU_PILES }, (_, i) => read.tableau[i]?.value ?? { cards: [], down: 0 }),
    score: read.score?.value ?? startScore(rules),
    pass,
  });
}
