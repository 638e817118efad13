/**
 * Cassino's figures: how long the normal computer takes to decide on tables of 10, 20,
 * 30 and 40 cards (positions set up as deal files), and whole games of six computers.
 */
import { CARDS, formatCard } from '../../src/engine/card.js';
import { shuffle } from '../../src/engine/deck.js';
import { chooseEasy, chooseNormal } from '../../src/games/cassino/chooser.js';
import { dealGame } from '../../src/games/cassino/deal.js';
import { parseDealFile } from '../../src/games/cassino/dealfile.js';
import { applyMove } from '../../src/games/cassino/rules.js';
import type { CassinoState } from '../../src/games/cassino/state.js';
import { viewOf } from '../../src/games/cassino/view.js';
import { median, ms, percentile } from './stats.js';

/**
 * A position with `size` cards on the table and nobody's captures yet, as a deal file:
 * the cards from a seeded shuffle, the table first, then four to each hand, then the
 * deck. So many cards on the table means that many plays were placements, so the turn
 * and the deck's size follow from them (4 players up to 30 cards, 2 beyond).
 */
export function cassinoPosition(size: number, seed: number): CassinoState {
  const players = size <= 30 ? 4 : 2;
  const cards = shuffle(CARDS, seed).items.map(formatCard);
  const names = ['Ann', 'Bob', 'Cid', 'Dan'].slice(0, players);
  const hands = names.map((name, i) => `Hand ${name}:[${cards.slice(size + 4 * i, size + 4 * i + 4).join(', ')}]`);
  const text = [
    `Players: ${names.map((name) => `${name}:computer`).join(', ')}`,
    `Table:[${cards.slice(0, size).join(', ')}]`,
    ...hands,
    `Deck:[${cards.slice(size + 4 * players).join(', ')}]`,
  ].join('\n');
  const state = parseDealFile(text);
  if (!state.ok) throw new Error(state.error);
  return state.value;
}

/** One decision of a computer (the normal one by default) on tables of 10, 20, 30 and 40 cards. */
export function cassinoChooser(positions: number, level: 'normal' | 'easy' = 'normal'): void {
  const chooser = level === 'normal' ? chooseNormal : chooseEasy;
  console.log(`cassino ${level} computer, one decision (${positions} positions a size, set up as deal files)`);
  for (let i = 0; i < 200; i += 1) {
    const warm = cassinoPosition(10 + (i % 3) * 10, 100_000 + i); // warm up, on other deals
    chooser(viewOf(warm, warm.turn));
  }
  for (const size of [10, 20, 30, 40]) {
    const times: number[] = [];
    for (let seed = 1; seed <= positions; seed += 1) {
      const state = cassinoPosition(size, seed);
      const view = viewOf(state, state.turn);
      const started = performance.now();
      chooser(view);
      times.push(performance.now() - started);
    }
    console.log(`  ${size} table cards: median ${ms(median(times))}, 99th percentile ${ms(percentile(times, 0.99))}, slowest ${ms(Math.max(...times))}`);
  }
}

/** Whole games of six normal computers: time, rounds and plays. */
export function cassinoGames(games: number): void {
  console.log(`cassino, whole games of six normal computers (seeds 1-${games})`);
  const times: number[] = [];
  let rounds = 0;
  let plays = 0;
  let widest = 0;
  for (let seed = 1; seed <= games; seed += 1) {
    const seats = ['Ann', 'Bob', 'Cid', 'Dan', 'Eve', 'Fay'].map((name) => ({ name, kind: 'computer' as const, level: 'normal' }));
    let state = dealGame(seed, seats, 16);
    const started = performance.now();
    let count = 0;
    while (state.winner === null) {
      const next = applyMove(state, chooseNormal(viewOf(state, state.turn)));
      if (!next.ok) throw new Error(next.error);
      state = next.value.state;
      widest = Math.max(widest, state.table.length);
      count += 1;
    }
    const elapsed = performance.now() - started;
    times.push(elapsed);
    rounds += state.round;
    plays += count;
    const winner = state.winner as number;
    if (seed === 1) console.log(`  seed 1: ${ms(elapsed)}, ${state.round} rounds, ${count} plays; ${state.seats[winner]!.name} wins with ${state.totals[winner]} points`);
  }
  console.log(`  ${games} games: median ${ms(median(times))} a game, slowest ${ms(Math.max(...times))}; ${(rounds / games).toFixed(1)} rounds and ${Math.round(plays / games)} plays a game on average; at most ${widest} cards on the table`);
}

/** Everything above, as `npm run bench` would call it. */
export function cassinoBench(): void {
  cassinoChooser(1000);
  cassinoChooser(200, 'easy');
  cassinoGames(50);
}
