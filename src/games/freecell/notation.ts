/**
 * FreeCell's move notation: `<from> <to>` with piles F0-F3, H0-H3, T0-T7, in any
 * case (`T3 F0`, `t3 f0`). The space may be left out (`t3f0`).
 */
import { PILE_COUNTS, type FreeCellMove, type PileKind, type PileRef } from './state.js';

const MOVE = /^([fht])(\d)\s*([fht])(\d)$/i;

function ref(kind: string, digit: string): PileRef | null {
  const upper = kind.toUpperCase() as PileKind;
  const index = Number(digit);
  return index < PILE_COUNTS[upper] ? { kind: upper, index } : null;
}

export function parseMove(text: string): FreeCellMove | null {
  const match = MOVE.exec(text.trim());
  if (match === null) return null;
  const from = ref(match[1] as string, match[2] as string);
  const to = ref(match[3] as string, match[4] as string);
  return from === null || to === null ? null : { from, to };
}

export function formatRef(pile: PileRef): string {
  return `${pile.kind}${pile.index}`;
}

export function formatMove(move: FreeCellMove): string {
  return `${formatRef(move.from)} ${formatRef(move.to)}`;
}
