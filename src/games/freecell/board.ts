/**
 * FreeCell's board text: the 16 lines it prints (spec/freecell.txt), and the same
 * lines read back from a deal file or a save, where lines left out mean empty piles.
 * Reading checks everything a position needs: each of the 52 cards exactly once, at
 * most one card in a free cell, and home cells built up from the ace in one suit.
 */
import { CARDS, cardIndex, formatCard, type Card } from '../../engine/card.js';
import { parsePileLine, renderPile, type Pile } from '../../engine/pile.js';
import { quoted } from '../../engine/printable.js';
import { fail, ok, type Result } from '../../engine/result.js';
import type { Theme } from '../../engine/theme.js';
import { ALL_PILES, PILE_NAMES, SPEC_RULES, emptyPiles, pileAt, pileLabel, withPiles, type FreeCellRules, type FreeCellState, type PileKind } from './state.js';

export function renderBoard(state: FreeCellState, theme: Theme): string {
  return ALL_PILES.map((ref) => `${renderPile(pileLabel(ref), pileAt(state, ref), theme.card)}\n`).join('');
}

const LABEL = /^(freecell|homecell|tableau) (\d+)$/i;
const KINDS: Readonly<Record<string, PileKind>> = { freecell: 'F', homecell: 'H', tableau: 'T' };

/**
 * Reads a board from its printed lines. Blank lines and lines starting with `#` are
 * passed over. Errors name the line: `line 9: "Tableau 8" is not a FreeCell pile`.
 */
export function parseBoard(text: string, deal: number | null = null, rules: FreeCellRules = SPEC_RULES): Result<FreeCellState> {
  let state: FreeCellState = { deal, rules, freecells: emptyPiles(4), homecells: emptyPiles(4), tableau: emptyPiles(8) };
  const seen = new Set<string>();
  const lines = text.split(/\r?\n/);
  for (const [index, line] of lines.entries()) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    const where = `line ${index + 1}`;
    const parsed = parsePileLine(line);
    if (!parsed.ok) return fail(`${where}: ${parsed.error}`);
    const { label, cards, down } = parsed.value;
    if (down > 0) return fail(`${where}: FreeCell has no face-down cards (write the card without #)`);
    const match = LABEL.exec(label);
    const ref = match === null ? undefined : ALL_PILES.find(
      (pile) => pile.kind === KINDS[(match[1] as string).toLowerCase()] && pile.index === Number(match[2]),
    );
    if (ref === undefined) return fail(`${where}: ${quoted(label)} is not a FreeCell pile`);
    const canonical = pileLabel(ref);
    if (seen.has(canonical)) return fail(`${where}: ${canonical} is given twice`);
    seen.add(canonical);
    state = withPiles(state, ref, cards);
  }
  const problem = positionProblem(state);
  return problem === null ? ok(state) : fail(problem);
}

/** Why a position cannot be a FreeCell position, or null when it can. */
export function positionProblem(state: FreeCellState): string | null {
  for (const [index, pile] of state.freecells.entries()) {
    if (pile.length > 1) return `${PILE_NAMES.F} ${index} holds ${pile.length} cards; a free cell holds one`;
  }
  for (const [index, pile] of state.homecells.entries()) {
    const problem = homeProblem(pile);
    if (problem !== null) return `${PILE_NAMES.H} ${index} ${problem}`;
  }
  const counts = new Array<number>(CARDS.length).fill(0);
  for (const pile of [...state.freecells, ...state.homecells, ...state.tableau]) {
    for (const card of pile) counts[cardIndex(card)] = (counts[cardIndex(card)] ?? 0) + 1;
  }
  const twice = CARDS.filter((_, i) => (counts[i] ?? 0) > 1);
  if (twice.length > 0) return `${listCards(twice)} ${twice.length === 1 ? 'appears' : 'appear'} more than once`;
  const missing = CARDS.filter((_, i) => counts[i] === 0);
  if (missing.length > 0) return `${missing.length} of the 52 cards ${missing.length === 1 ? 'is' : 'are'} missing: ${listCards(missing)}`;
  return null;
}

function homeProblem(pile: Pile): string | null {
  const [first] = pile;
  if (first === undefined) return null;
  const broken = pile.findIndex((card, i) => card.suit !== first.suit || card.rank !== i + 1);
  if (broken < 0) return null;
  return `must be built up from the ace in one suit, but holds ${formatCard(pile[broken] as Card)} at place ${broken + 1}`;
}

function listCards(cards: readonly Card[]): string {
  const shown = cards.slice(0, 8).map(formatCard).join(', ');
  return cards.length > 8 ? `${shown} and ${cards.length - 8} more` : shown;
}
