/**
 * Where a game starts, the same way for every game: a save (`--load`), a deal file
 * (`--deal-file`), a seed (`--seed`), or a fresh seed, which is stated so that the
 * game can be replayed.
 */
import { resolve } from 'node:path';
import { currentState, startHistory } from '../engine/history.js';
import { fail, ok, type Result } from '../engine/result.js';
import { displayPath } from '../engine/save-file.js';
import type { AnySetup, GameEntry } from '../engine/setup.js';
import { readTextFile } from '../engine/text-file.js';
import { fileFailure, type CliFailure, type Context } from './context.js';
import { commandLine, type Started } from './launcher.js';
import { loadGame } from './load.js';
import { HELP_NOTE, type Start } from './play.js';

/** The shared options that say where a game starts; the rest are the game's own. */
export interface StartOptions {
  readonly seed?: number;
  readonly dealFile?: string;
  readonly load?: string;
  readonly [option: string]: unknown;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyStart = Start<any, any, any>;

/**
 * The game to play, or null when the input ended while the game asked what the
 * command line left open (`ask` prints a question and reads the answer).
 */
export function startGame(
  entry: GameEntry,
  setup: AnySetup,
  given: StartOptions,
  context: Context,
  ask: (question: string) => string | null,
  drawSeed: () => number = () => freshSeed(entry),
): Result<AnyStart | null, CliFailure> {
  if (given.load !== undefined) return loadGame(setup.game, given.load, context);
  if (given.dealFile !== undefined) return fromDealFile(setup, given.dealFile, given, context);
  const atTerminal = context.stdinIsTerminal && context.stdoutIsTerminal;
  const options: StartOptions | null = setup.complete === undefined ? given : setup.complete(given, ask, atTerminal);
  if (options === null) return ok(null);
  if (options.seed !== undefined) return fromSeed(setup, options.seed, options, null);
  const winnable = options['winnable'] === true;
  const seed = winnable ? drawWinnable(setup, options, drawSeed) : drawSeed();
  const start = fromSeed(setup, seed, options, { winnable, started: context });
  // the seed is always stated; on a pipe it goes to stderr, out of the transcript
  if (start.ok && !context.stdoutIsTerminal) context.stderr.write(`cardtable: ${freshSeedLine(setup, seed, currentState(start.value.history), winnable, context)}\n`);
  return start;
}

/** Fresh seeds, drawn until the solver proves one's deal winnable (`--winnable`). */
function drawWinnable(setup: AnySetup, options: StartOptions, drawSeed: () => number): number {
  const { winnable } = setup;
  if (winnable === undefined) throw new Error(`${setup.game.title} offers --winnable without a solver`);
  for (;;) {
    const seed = drawSeed();
    const state = setup.deal(seed, options);
    if (state.ok && winnable(state.value)) return seed;
  }
}

/**
 * `Klondike game #7, draw 3, winnable (play it again with npx cardtable klondike --seed 7 --draw 3)`:
 * a fresh game, stated so it can be replayed (`winnable` when --winnable chose it).
 */
function freshSeedLine(setup: AnySetup, seed: number, state: unknown, winnable: boolean, started: Started): string {
  return `${setup.describe(state)}${winnable ? ', winnable' : ''} (play it again with ${replayCommand(setup, seed, state, started)})`;
}

/**
 * The whole command that deals this game again, started as this program was
 * (launcher.ts): `npx cardtable klondike --seed 7 --draw 3 --scoring vegas`.
 */
export function replayCommand(setup: AnySetup, seed: number, state: unknown, started: Started): string {
  return commandLine(started, [setup.game.id, '--seed', String(seed), ...setup.replayOptions(state)]);
}

/** A fresh seed for a new game: from 1 (or the game's least) up to its `fresh` bound. */
export function freshSeed(entry: GameEntry): number {
  return Math.max(entry.seeds.min, 1) + Math.floor(Math.random() * entry.seeds.fresh);
}

/**
 * A game dealt from a seed; a fresh one (drawn, not given: `fresh` says whether --winnable
 * chose it and how the program was started) says in its greeting how to play it again.
 */
function fromSeed(setup: AnySetup, seed: number, options: StartOptions, fresh: { winnable: boolean; started: Started } | null): Result<AnyStart, CliFailure> {
  const state = setup.deal(seed, options);
  if (!state.ok) return fail(fileFailure(state.error));
  return ok({
    game: setup.game,
    history: startHistory(state.value),
    saveName: null,
    greeting: `${fresh !== null ? freshSeedLine(setup, seed, state.value, fresh.winnable, fresh.started) : setup.describe(state.value)}. ${HELP_NOTE}`,
  });
}

/**
 * A position from a deal file as the game reads it, with its path as messages show it;
 * or why it cannot be used: to play it or to solve it alike, a position whose game is
 * already over is none.
 */
export function readDealFile(setup: AnySetup, path: string, options: StartOptions, context: Context): Result<{ state: unknown; shown: string }, CliFailure> {
  if (path === '') return fail(fileFailure('--deal-file: the path is empty'));
  const full = resolve(context.cwd, path);
  const shown = displayPath(full, context.cwd);
  const text = readTextFile(full, setup.maxDealFileBytes, `a ${setup.game.title} deal file`);
  if (!text.ok) return fail(fileFailure(`${shown}: ${text.error}`));
  const state = setup.parseDealFile(text.value, options);
  if (!state.ok) return fail(fileFailure(`${shown}: ${state.error}`));
  if (setup.game.toAct(state.value) === null) return fail(fileFailure(`${shown}: the game is already over: there is nothing left to play`));
  return ok({ state: state.value, shown });
}

function fromDealFile(setup: AnySetup, path: string, options: StartOptions, context: Context): Result<AnyStart, CliFailure> {
  const read = readDealFile(setup, path, options, context);
  if (!read.ok) return read;
  const { state, shown } = read.value;
  return ok({
    game: setup.game,
    history: startHistory(state),
    saveName: null,
    greeting: `${setup.game.title}, dealt from ${shown}. ${HELP_NOTE}`,
  });
}
