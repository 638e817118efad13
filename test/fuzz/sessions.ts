/**
 * Fuzzing the command loop of every game: random junk, random legal and illegal
 * moves, control characters, huge lines and the shared commands, fed to the real
 * Session as a pipe would feed it. After every command: no exception, no control
 * character in what was printed (a pipe never gets an escape code), and the 52 cards
 * all there, each once. Deterministic for a seed, so a failure can be replayed.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { cardIndex, type Card } from '../../src/engine/card.js';
import type { GameDefinition } from '../../src/engine/game.js';
import { startHistory } from '../../src/engine/history.js';
import { echoOf, MAX_LINE, type InputLine } from '../../src/engine/input.js';
import { MemoryOutput } from '../../src/engine/output.js';
import { nextUint32 } from '../../src/engine/deck.js';
import { Session, type SessionEnd } from '../../src/engine/session.js';
import { PLAIN } from '../../src/engine/theme.js';
import { cassino } from '../../src/games/cassino/index.js';
import { cassinoSetup } from '../../src/games/cassino/setup.js';
import type { CassinoState } from '../../src/games/cassino/state.js';
import { parsePlayers } from '../../src/games/cassino/players.js';
import { dealGame as dealFreecell } from '../../src/games/freecell/deal.js';
import { freecell } from '../../src/games/freecell/index.js';
import type { FreeCellState } from '../../src/games/freecell/state.js';
import { dealGame as dealKlondike } from '../../src/games/klondike/deal.js';
import { klondike } from '../../src/games/klondike/index.js';
import type { KlondikeRules, KlondikeState } from '../../src/games/klondike/state.js';

/** A small seeded generator (Mulberry32, the engine's), so that a run can be replayed from its seed. */
export class Random {
  constructor(private state: number) {}

  next(): number {
    const step = nextUint32(this.state);
    this.state = step.state;
    return step.value;
  }

  below(bound: number): number {
    return this.next() % bound;
  }

  pick<T>(items: readonly T[]): T {
    return items[this.below(items.length)] as T;
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyGame = GameDefinition<any, any, any>;

interface FuzzedGame {
  readonly game: AnyGame;
  /** A new game for this seed. */
  start(seed: number, random: Random): unknown;
  /** Every card in the state, once each if all is well. */
  cards(state: unknown): readonly Card[];
  /** Words that look like moves of this game, legal or not. */
  readonly words: readonly string[];
}

const KLONDIKE_RULES: readonly KlondikeRules[] = [
  { draw: 'spec', scoring: 'none' }, { draw: 1, scoring: 'standard' }, { draw: 3, scoring: 'vegas' },
];

export const FUZZED: Readonly<Record<'freecell' | 'klondike' | 'cassino', FuzzedGame>> = {
  freecell: {
    game: freecell,
    start: (seed) => dealFreecell(1 + (seed % 1_000_000)),
    cards: (state) => {
      const s = state as FreeCellState;
      return [...s.freecells, ...s.homecells, ...s.tableau].flat();
    },
    words: ['T0', 'T7', 'T8', 'F0', 'F3', 'F4', 'H0', 'H3', '3a', 'a8', '5h', '38', 't3f0', 'T9'],
  },
  klondike: {
    game: klondike,
    start: (seed, random) => dealKlondike(seed, random.pick(KLONDIKE_RULES)),
    cards: (state) => {
      const s = state as KlondikeState;
      return [...s.deck.cards, ...s.waste, ...s.foundations.flat(), ...s.tableau.flatMap((pile) => pile.cards)];
    },
    words: ['D', 'W', 'T0', 'T6', 'T7', 'F0', 'F3', 'F4', 'draw', 'd', 'auto', 'T2 T5(3)', 'T1 T2(0)'],
  },
  cassino: {
    game: cassino,
    start: (seed, random) => {
      const spec = ['Ann:human', ...Array.from({ length: 1 + random.below(5) }, (_, i) => `C${i}:computer${i % 2 === 0 ? '' : ':easy'}`)];
      const players = parsePlayers(spec.join(','));
      if (!players.ok) throw new Error(players.error);
      const state = cassinoSetup.deal(seed, { players: players.value });
      if (!state.ok) throw new Error(state.error);
      return state.value;
    },
    cards: (state) => {
      const s = state as CassinoState;
      // between a round's end and the next deal nothing is held back: mid-round all 52 are here
      return [...s.deck, ...s.table, ...s.hands.flat(), ...s.captured.flat()];
    },
    words: ['a', 's', 'd', 'f', 'g', '1', '2', '12', '99', '7s', 'As', '10d', 'Tc', '2s', 'kh', '0'],
  },
};

const SHARED = ['undo', 'redo', 'hint', 'help', 'UNDO', ' redo ', 'save', 'save fuzz', 'save ../x', 'save a/b.json', 'score', 'log', ''];
const CONTROLS = ['\u001b[2J', '\u001b]0;x\u0007', '\u0000', '\u0007', '\u009b', '\r', '\t', '\u202e', '\ufeff', '\ud800'];

/** A command a pipe might deliver: mostly moves, legal or not, then junk of every kind. */
function command(fuzzed: FuzzedGame, session: Session<unknown, unknown, unknown>, random: Random): InputLine {
  const game = fuzzed.game;
  // now and then a player leaves, and a new game starts
  if (random.below(2000) === 0) return random.pick(['q', 'quit', ' QUIT ']);
  const roll = random.below(100);
  if (roll < 45) {
    const seat = game.toAct(session.state);
    if (seat !== null) {
      const view = game.view(session.state, seat);
      // Cassino's full list of plays can be huge on a big table: its easy player picks one uniformly
      const move = game === cassino ? game.choose?.(view, 'easy') : random.pick(game.legalMoves(view));
      if (move !== undefined) return game.formatMove(move);
    }
  }
  if (roll < 65) return Array.from({ length: 1 + random.below(3) }, () => random.pick(fuzzed.words)).join(random.pick([' ', '', ',', '  ']));
  if (roll < 78) return random.pick(SHARED);
  if (roll < 88) {
    const base = random.pick(fuzzed.words);
    return `${base}${random.pick(CONTROLS)}${random.pick(fuzzed.words)}`;
  }
  if (roll < 93) return String.fromCharCode(...Array.from({ length: random.below(20) }, () => random.below(0x3000)));
  if (roll < 97) return 'x'.repeat(random.below(3 * MAX_LINE));
  return { start: 'y'.repeat(MAX_LINE), length: MAX_LINE + 1 + random.below(10_000_000) };
}

/** Anything but a line break that could reach a terminal as a control: an escape code, a bell, a C1 control. */
const CONTROL_OUT = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/;

export interface FuzzReport {
  readonly commands: number;
  readonly games: number;
  readonly ends: Readonly<Record<SessionEnd, number>>;
}

/**
 * Feeds `commands` random commands to `name`'s loop, starting a new game whenever one
 * ends; throws with the seed, the command and the output when a promise is broken.
 */
export function fuzzSessions(name: keyof typeof FUZZED, seed: number, commands: number, folder: string): FuzzReport {
  const fuzzed = FUZZED[name];
  const random = new Random(seed);
  const ends: Record<SessionEnd, number> = { over: 0, quit: 0, 'end of input': 0 };
  const output = new MemoryOutput();
  let games = 0;
  let session: Session<unknown, unknown, unknown> | null = null;
  for (let i = 0; i < commands; i += 1) {
    if (session === null) {
      games += 1;
      session = new Session(fuzzed.game, startHistory(fuzzed.start(random.next(), random)), {
        output, theme: PLAIN, echo: true, savesFolder: join(folder, 'saves'), cwd: folder,
      });
      const opened = session.open();
      if (opened !== null) {
        ends[opened] += 1;
        session = null;
        continue;
      }
    }
    const line = command(fuzzed, session, random);
    output.text = '';
    let end: SessionEnd | null;
    try {
      session.prompt();
      output.write(`${echoOf(line)}\n`);
      end = typeof line === 'string' ? session.handle(line) : session.refuseLongLine(line);
    } catch (error) {
      throw new Error(`${name}, seed ${seed}, command ${i} ${JSON.stringify(typeof line === 'string' ? line.slice(0, 100) : line.length)}: ${error instanceof Error ? error.stack : String(error)}`);
    }
    const broken = CONTROL_OUT.exec(output.text);
    if (broken !== null) throw new Error(`${name}, seed ${seed}, command ${i}: a control character (U+${broken[0].charCodeAt(0).toString(16)}) was printed:\n${output.text.slice(0, 2000)}`);
    const held = fuzzed.cards(session.state).map(cardIndex).sort((a, b) => a - b);
    if (held.length !== 52 || held.some((card, k) => card !== k)) {
      throw new Error(`${name}, seed ${seed}, command ${i}: the cards are not the 52, each once (${held.length} held)`);
    }
    if (end !== null) {
      ends[end] += 1;
      session = null;
    }
  }
  rmSync(join(folder, 'saves'), { recursive: true, force: true });
  return { commands, games, ends };
}
