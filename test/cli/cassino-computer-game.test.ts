/**
 * A whole game among computer players, through the real program with no input, read
 * back from its log alone (CONTRACT "The Cassino log"): every capture is legal, every
 * round's scores follow from the cards captured, and the winner line is right. The
 * checks here are written from the rules, apart from the game's own code.
 */
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';

interface Card {
  readonly rank: number;
  readonly suit: string;
  readonly text: string;
}

const RANKS: Readonly<Record<string, number>> = { A: 1, J: 11, Q: 12, K: 13 };

function card(text: string): Card {
  const match = /^(10|[2-9AJQK])([♠♥♦♣])$/.exec(text.trim());
  if (match === null) throw new Error(`not a card: ${text}`);
  const rank = RANKS[match[1]!] ?? Number(match[1]);
  return { rank, suit: match[2]!, text: match[0] };
}

function cards(list: string): Card[] {
  return list.trim() === '' ? [] : list.split(',').map(card);
}

function handValue(c: Card): number {
  if (c.rank === 1) return 14;
  if (c.text === '2♠') return 15;
  if (c.text === '10♦') return 16;
  return c.rank;
}

/** Whether the values split into groups each summing to `target`: every subset tried, as a reference. */
function splits(values: readonly number[], target: number): boolean {
  if (values.length === 0) return true;
  const [first, ...rest] = values;
  // the first value's group: it and any subset of the rest summing to target - first
  const search = (from: number, need: number, used: readonly number[]): boolean => {
    if (need === 0) return splits(rest.filter((_, i) => !used.includes(i)), target);
    for (let i = from; i < rest.length; i += 1) {
      if (rest[i]! <= need && search(i + 1, need - rest[i]!, [...used, i])) return true;
    }
    return false;
  };
  return search(0, target - first!, []);
}

function roundPoints(captured: ReadonlyMap<string, Card[]>, sweeps: ReadonlyMap<string, number>): Map<string, number> {
  const points = new Map<string, number>();
  const most = (measure: (pile: Card[]) => number, worth: number) => {
    const counts = [...captured.entries()].map(([name, pile]) => [name, measure(pile)] as const);
    const top = Math.max(...counts.map(([, n]) => n));
    const leaders = counts.filter(([, n]) => n === top);
    if (leaders.length === 1) points.set(leaders[0]![0], points.get(leaders[0]![0])! + worth);
  };
  for (const [name, pile] of captured) {
    const special = pile.reduce((sum, c) => sum + (c.rank === 1 ? 1 : c.text === '10♦' ? 2 : c.text === '2♠' ? 1 : 0), 0);
    points.set(name, special + (sweeps.get(name) ?? 0));
  }
  most((pile) => pile.length, 1);
  most((pile) => pile.filter((c) => c.suit === '♠').length, 2);
  return points;
}

describe('an all-computer game of Cassino', () => {
  it.each([
    [['computer', 'computer', 'computer'], '7'],
    [['Ann:computer', 'Bob:computer:easy', 'Cid:computer', 'Dee:computer:easy', 'Eve:computer', 'Fay:computer'], '31'],
  ])('%j with --seed %s plays to the end without input; the log adds up', (players, seed) => {
    const run = runCli(['cassino', '--players', players.join(','), '--seed', seed], { input: 'never read\n' });
    expect(run.status).toBe(0);
    expect(run.stderr).toBe('');
    const lines = run.stdout.trimEnd().split('\n');
    const names = players.map((p, i) => (p.includes(':') ? p.split(':')[0]! : `Player ${i + 1}`));
    const totals = new Map(names.map((n) => [n, 0]));
    let table: Card[] = [];
    let captured = new Map<string, Card[]>();
    let sweeps = new Map<string, number>();
    let lastCapture: string | null = null;
    let round = 0;
    let seen = new Set<string>();
    let captures = 0;
    const see = (c: Card) => {
      expect(seen.has(c.text), `${c.text} seen twice in round ${round}`).toBe(false);
      seen.add(c.text);
    };
    for (const [index, line] of lines.entries()) {
      let m: RegExpExecArray | null;
      if ((m = /^Round (\d+)$/.exec(line))) {
        round += 1;
        expect(Number(m[1])).toBe(round);
        const dealt = /^Table:\[(.*)\]$/.exec(lines[index + 1] ?? '');
        expect(dealt).not.toBeNull();
        table = cards(dealt![1]!);
        expect(table).toHaveLength(4);
        seen = new Set();
        table.forEach(see);
        captured = new Map(names.map((n) => [n, []]));
        sweeps = new Map(names.map((n) => [n, 0]));
        lastCapture = null;
      } else if ((m = /^(.+) plays (\S+) and takes (.+?)( \(sweep\))?$/.exec(line))) {
        const [, name, played, taken, sweep] = m;
        const hand = card(played!);
        see(hand);
        const takes = cards(taken!);
        for (const c of takes) expect(table.map((t) => t.text), `${line}: ${c.text} not on the table`).toContain(c.text);
        expect(splits(takes.map((c) => c.rank), handValue(hand)), `${line}: not a legal capture`).toBe(true);
        table = table.filter((t) => !takes.some((c) => c.text === t.text));
        expect(sweep !== undefined, `${line}: sweep mark`).toBe(table.length === 0);
        captured.get(name!)!.push(hand, ...takes);
        if (sweep) sweeps.set(name!, sweeps.get(name!)! + 1);
        lastCapture = name!;
        captures += 1;
      } else if ((m = /^(.+) puts (\S+) on the table$/.exec(line))) {
        const c = card(m[2]!);
        see(c);
        table.push(c);
      } else if ((m = /^(.+) takes the rest: (.+)$/.exec(line))) {
        expect(m[1]).toBe(lastCapture);
        expect(cards(m[2]!).map((c) => c.text).sort()).toEqual(table.map((c) => c.text).sort());
        captured.get(m[1]!)!.push(...table);
        table = [];
      } else if ((m = /^Round (\d+) scores: (.+)$/.exec(line))) {
        expect(Number(m[1])).toBe(round);
        // every card of the round was played or dealt once; what nobody took stays on the table
        expect(seen.size).toBe(52);
        if (lastCapture !== null) expect(table).toEqual([]);
        const points = roundPoints(captured, sweeps);
        const parts = m[2]!.split(/, (?=[^,]+ -?\d+ \(total)/);
        expect(parts.map((p) => p.replace(/ -?\d+ \(total -?\d+\)$/, ''))).toEqual(names);
        for (const part of parts) {
          const [, name, got, total] = /^(.+) (\d+) \(total (\d+)\)$/.exec(part)!;
          expect(Number(got), `${name}'s points in round ${round}`).toBe(points.get(name!));
          totals.set(name!, totals.get(name!)! + Number(got));
          expect(Number(total)).toBe(totals.get(name!));
        }
      } else if (!/^Table:\[/.test(line)) {
        expect(index, `unexpected line: ${line}`).toBe(lines.length - 1);
      }
    }
    expect(captures).toBeGreaterThan(0);
    const [, winner, points] = /^(.+) wins with (\d+) points$/.exec(lines.at(-1)!)!;
    const best = Math.max(...totals.values());
    expect(Number(points)).toBe(best);
    expect(totals.get(winner!)).toBe(best);
    expect([...totals.values()].filter((t) => t === best)).toHaveLength(1);
    expect(best).toBeGreaterThanOrEqual(16);
  });
});
