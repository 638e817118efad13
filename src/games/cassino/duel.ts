/**
 * Computer players against each other, to measure their strength (`cardtable duel
 * cassino`, and the bench): games from consecutive seeds, each seed dealt once for
 * every seating, the players turning one seat further each game. So with two players
 * the seats swap every other game and both play both hands of every deal.
 *
 * A game is a pure function of its players, seed, seating and rules: the same
 * arguments give the same game on every machine.
 */
import type { Seat } from '../../engine/game.js';
import { chooseAtLevel } from './computer.js';
import { dealGame } from './deal.js';
import { applyMove } from './rules.js';
import type { CassinoMove, CassinoView } from './state.js';
import type { CassinoRules } from './variants.js';
import { viewOf } from './view.js';

/** Game `index` (from 0) of a duel: the seed it deals (from `firstSeed`) and how far the players are turned. */
export function duelSchedule(index: number, firstSeed: number, players: number): { seed: number; turn: number } {
  return { seed: firstSeed + Math.floor(index / players), turn: index % players };
}

/** The players in seat order when turned `turn` seats: seat i holds player (i + turn) mod n. */
export function seating<T>(players: readonly T[], turn: number): T[] {
  return players.map((_, seat) => players[(seat + turn) % players.length] as T);
}

/** One game's outcome, by player (in the order the players were given, not by seat). */
export interface DuelGame {
  readonly seed: number;
  readonly turn: number;
  /** The winning player. */
  readonly winner: number;
  readonly totals: readonly number[];
  readonly rounds: number;
}

/** Makes a decision for a player: by default, just `decide()`; the bench wraps it to time it. */
export type Decider = (player: number, view: CassinoView, decide: () => CassinoMove) => CassinoMove;

/** One game of computers (every seat a computer, at its level), to the end. */
export function duelGame(
  players: readonly Seat[],
  seed: number,
  turn: number,
  target: number,
  rules: CassinoRules,
  decider: Decider = (_player, _view, decide) => decide(),
): DuelGame {
  const n = players.length;
  const seats = seating(players, turn);
  const playerAt = (seat: number) => (seat + turn) % n;
  let state = dealGame(seed, seats, target, rules);
  while (state.winner === null) {
    const seat = state.turn;
    const level = seats[seat]?.level ?? 'normal';
    const view = viewOf(state, seat);
    const move = decider(playerAt(seat), view, () => chooseAtLevel(view, level));
    const next = applyMove(state, move);
    if (!next.ok) throw new Error(`the computer chose an illegal play: ${next.error}`);
    state = next.value.state;
  }
  const totals = players.map((_, player) => state.totals[(player - turn + n) % n] as number);
  return { seed, turn, winner: playerAt(state.winner), totals, rounds: state.round };
}

/** A game as one line: the players in seat order with their totals, the winner and the rounds. */
export function duelLine(index: number, players: readonly Seat[], game: DuelGame): string {
  const bySeat = seating(players.map((seat, player) => `${seat.name} ${game.totals[player]}`), game.turn);
  const winner = players[game.winner]?.name ?? '?';
  return `Game ${index + 1}, seed ${game.seed}: ${bySeat.join(', ')} (${winner} wins, ${game.rounds} ${game.rounds === 1 ? 'round' : 'rounds'})`;
}

/** What a duel adds up to, per player: games won and points, over all the games and rounds. */
export interface DuelTally {
  readonly games: number;
  readonly rounds: number;
  readonly wins: readonly number[];
  readonly points: readonly number[];
}

/** A duel's tally before any game. */
export function emptyTally(players: number): DuelTally {
  return { games: 0, rounds: 0, wins: new Array<number>(players).fill(0), points: new Array<number>(players).fill(0) };
}

/** The tally with one more game added: a duel adds its games up one by one, as they end, keeping none of them. */
export function addToTally(tally: DuelTally, game: DuelGame): DuelTally {
  return {
    games: tally.games + 1,
    rounds: tally.rounds + game.rounds,
    wins: tally.wins.map((wins, player) => (player === game.winner ? wins + 1 : wins)),
    points: tally.points.map((points, player) => points + (game.totals[player] as number)),
  };
}

export function tallyDuel(players: number, games: readonly DuelGame[]): DuelTally {
  return games.reduce(addToTally, emptyTally(players));
}
