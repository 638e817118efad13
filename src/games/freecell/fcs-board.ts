/**
 * Freecell Solver's board format, read and written so that positions move freely
 * between cardtable and other FreeCell tools (fc-solve, PySol's generators):
 *
 *     Foundations: H-0 C-2 D-A S-0
 *     Freecells:  6C  -  8H
 *     : JD KD 2S 4C 3S 6D 6S
 *     : 2D KC KS 5C TD 8S 9C
 *     ...
 *
 * One column a line, bottom card first, with or without the leading `:`; cards as
 * rank and suit letters (`T` or `10` for ten); `-` for an empty free cell; a
 * foundation as its suit and the rank it has reached (`0` for none). The Foundations
 * and Freecells lines may be left out. A board dealt by pi-make-microsoft-freecell-board
 * (eight lines of cards and nothing else) reads as it is.
 */
import { cardOf, parseCard, type Card, type Suit } from '../../engine/card.js';
import { quoted } from '../../engine/printable.js';
import { fail, ok, type Result } from '../../engine/result.js';
import { positionProblem } from './board.js';
import { homeRank } from './rules.js';
import { emptyPiles, SPEC_RULES, type FreeCellRules, type FreeCellState } from './state.js';

const FOUNDATIONS = /^foundations:\s*(.*)$/i;
const FREECELLS = /^freecells:\s*(.*)$/i;
const RANK_LETTERS = ['0', 'A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'];

/** Whether the text looks like fc-solve's board rather than the game's own lines (which have brackets). */
export function isFcsBoard(text: string): boolean {
  const lines = text.split(/\r?\n/).map((line) => line.trim()).filter((line) => line !== '' && !line.startsWith('#'));
  return lines.length > 0 && lines.every((line) => !line.includes('['));
}

function card(text: string): Card | undefined {
  return parseCard(text.replace(/^10/, 'T'));
}

export function parseFcsBoard(text: string, deal: number | null = null, rules: FreeCellRules = SPEC_RULES): Result<FreeCellState> {
  const freecells = emptyPiles(4);
  const homecells = emptyPiles(4);
  const tableau: Card[][] = [];
  let homes = 0;
  for (const [index, raw] of text.split(/\r?\n/).entries()) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const where = `line ${index + 1}`;
    const foundations = FOUNDATIONS.exec(line);
    const cells = FREECELLS.exec(line);
    if (foundations !== null) {
      for (const entry of (foundations[1] as string).split(/\s+/).filter((e) => e !== '')) {
        const match = /^([CDHS])-([0A2-9TJQK]|10)$/i.exec(entry);
        if (match === null) return fail(`${where}: ${quoted(entry)} is not a foundation such as H-5`);
        const suit = (match[1] as string).toUpperCase() as Suit;
        const rank = RANK_LETTERS.indexOf((match[2] as string).toUpperCase().replace('10', 'T'));
        if (rank > 0) homecells[homes++] = Array.from({ length: rank }, (_, r) => cardOf((r + 1) as Card['rank'], suit));
      }
      continue;
    }
    if (cells !== null) {
      const entries = (cells[1] as string).split(/\s+/).filter((e) => e !== '');
      if (entries.length > 4) return fail(`${where}: there are 4 free cells, not ${entries.length}`);
      for (const [i, entry] of entries.entries()) {
        if (entry === '-') continue;
        const found = card(entry);
        if (found === undefined) return fail(`${where}: ${quoted(entry)} is not a card`);
        freecells[i] = [found];
      }
      continue;
    }
    const column: Card[] = [];
    for (const entry of line.replace(/^:\s*/, '').split(/\s+/).filter((e) => e !== '')) {
      const found = card(entry);
      if (found === undefined) return fail(`${where}: ${quoted(entry)} is not a card`);
      column.push(found);
    }
    if (tableau.length === 8) return fail(`${where}: there are 8 tableau columns, and this is a ninth`);
    tableau.push(column);
  }
  while (tableau.length < 8) tableau.push([]);
  const state: FreeCellState = { deal, rules, freecells, homecells, tableau };
  const problem = positionProblem(state);
  return problem === null ? ok(state) : fail(problem);
}

function fcsCard(card: Card): string {
  return `${RANK_LETTERS[card.rank]}${card.suit}`;
}

/** The position in fc-solve's board format, for `solve --format fcs` and for other tools. */
export function writeFcsBoard(state: FreeCellState): string {
  const order: readonly Suit[] = ['H', 'C', 'D', 'S'];
  const foundations = order.map((suit) => `${suit}-${RANK_LETTERS[homeRank(state, suit)]}`).join(' ');
  const cells = state.freecells.map((pile) => (pile[0] === undefined ? '-' : fcsCard(pile[0]))).join(' ');
  const columns = state.tableau.map((pile) => `:${pile.map((c) => ` ${fcsCard(c)}`).join('')}`);
  return `Foundations: ${foundations}\nFreecells: ${cells}\n${columns.join('\n')}\n`;
}
