/**
 * Who plays: the `--players SPEC` of CONTRACT, and the questions asked when it is not
 * given. Kept free of the game's rules, so that the command line can load it cheaply.
 *
 * A SPEC is 2 to 6 comma-separated entries, each `NAME:human`, `NAME:computer`,
 * `NAME:computer:LEVEL` (`easy`, `normal`, the default, or `hard`), or a bare `human` or
 * `computer`, named `Player N` by its seat. Keywords are read in any case.
 *
 * A name is trimmed (runs of spaces inside it become one space), has 1 to 20
 * characters, all printable, none of `,` `:` `[` `]` (they would break the spec and
 * the board lines), and is unique at the table, case aside.
 */
import type { Seat } from '../../engine/game.js';
import { quoted } from '../../engine/printable.js';
import { fail, ok, type Result } from '../../engine/result.js';

export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 6;
export const MAX_NAME_LENGTH = 20;
export const LEVELS: readonly string[] = ['easy', 'normal', 'hard'];
export const DEFAULT_LEVEL = 'normal';

/** The levels as a sentence lists them: "easy, normal or hard". */
export function levelList(): string {
  return `${LEVELS.slice(0, -1).join(', ')} or ${LEVELS[LEVELS.length - 1] ?? ''}`;
}

/** The name a seat gets when none is given: `Player 1` for the first seat. */
export function defaultName(seat: number): string {
  return `Player ${seat + 1}`;
}

/** A name as it is kept: trimmed, inner runs of white space as one space. */
export function tidyName(text: string): string {
  return text.trim().replace(/\s+/g, ' ');
}

/** Why this (tidied) name cannot be used, or null when it can. */
export function nameProblem(name: string): string | null {
  if (name === '') return 'a name cannot be empty';
  if ([...name].length > MAX_NAME_LENGTH) return `${quoted(name)} is too long: a name has at most ${MAX_NAME_LENGTH} characters`;
  if (/[,:[\]]/.test(name)) return `${quoted(name)} holds a "," ":" "[" or "]", which a name cannot`;
  if (/[\p{C}]/u.test(name)) return 'a name holds printable characters only';
  return null;
}

/** Why this name cannot join these seats: a bad name, or one already taken (case aside). */
function seatNameProblem(name: string, taken: readonly Seat[]): string | null {
  const problem = nameProblem(name);
  if (problem !== null) return problem;
  const twin = taken.find((seat) => seat.name.toLowerCase() === name.toLowerCase());
  return twin === undefined ? null : `two players are called ${quoted(twin.name)}: each needs a name of their own`;
}

export function humanSeat(name: string): Seat {
  return { name, kind: 'human' };
}

export function computerSeat(name: string, level: string = DEFAULT_LEVEL): Seat {
  return { name, kind: 'computer', level };
}

/** Reads a --players SPEC; the error is one line saying what is wrong. */
export function parsePlayers(spec: string): Result<Seat[]> {
  const entries = spec.split(',');
  if (entries.length < MIN_PLAYERS || entries.length > MAX_PLAYERS) {
    return fail(`Cassino is for ${MIN_PLAYERS} to ${MAX_PLAYERS} players, and ${quoted(spec.trim())} names ${entries.length}`);
  }
  const seats: Seat[] = [];
  for (const [index, entry] of entries.entries()) {
    const seat = parseEntry(entry, index);
    if (!seat.ok) return seat;
    const problem = seatNameProblem(seat.value.name, seats);
    if (problem !== null) return fail(problem);
    seats.push(seat.value);
  }
  return ok(seats);
}

function parseEntry(entry: string, index: number): Result<Seat> {
  const parts = entry.split(':').map((part) => part.trim());
  const word = (i: number) => (parts[i] ?? '').toLowerCase();
  if (parts.length === 1) {
    if (word(0) === 'human') return ok(humanSeat(defaultName(index)));
    if (word(0) === 'computer') return ok(computerSeat(defaultName(index)));
    if (word(0) === '') return fail(`player ${index + 1} is missing: give NAME:human, NAME:computer, human or computer`);
    return fail(`say who plays as ${quoted(tidyName(entry))}: ${tidyName(entry)}:human or ${tidyName(entry)}:computer`);
  }
  const name = tidyName(parts[0] as string);
  const problem = nameProblem(name);
  if (problem !== null) return fail(problem);
  if (word(1) === 'human' && parts.length === 2) return ok(humanSeat(name));
  if (word(1) === 'computer' && parts.length === 2) return ok(computerSeat(name));
  if (word(1) === 'computer' && parts.length === 3) {
    if (LEVELS.includes(word(2))) return ok(computerSeat(name, word(2)));
    return fail(`${quoted(parts[2] ?? '')} is not a level of the computer: ${levelList()}`);
  }
  return fail(`${quoted(entry.trim())} is not a player: write NAME:human, NAME:computer or NAME:computer:LEVEL (${levelList()})`);
}

/** The seats in the --players SPEC form: `Ann:human, Bob:computer:normal`. */
export function formatPlayers(seats: readonly Seat[]): string {
  return seats.map((seat) => (seat.kind === 'human' ? `${seat.name}:human` : `${seat.name}:computer:${seat.level ?? DEFAULT_LEVEL}`)).join(', ');
}

const PERSON = ['p', 'person', 'h', 'human'];
const COMPUTER = ['c', 'computer'];

/** How the questions are asked: as at a terminal or on a pipe, and the level a plain `c` defaults to. */
export interface AskHow {
  /** A person answers at a terminal: a plain `c` is asked its level, and `intro` comes before the first question. */
  readonly atTerminal?: boolean;
  /** The level of a computer answered with a plain `c` (the default of the level question); normal when absent. */
  readonly level?: string;
  /** Lines before the first question (a word on the game and on help), at a terminal. */
  readonly intro?: string;
}

/**
 * Asks for the players, one question at a time: how many, then each one's name (an
 * empty answer takes the default `Player N`) and whether a person or the computer
 * plays, with the computer's level after a `c` if wanted (`c hard`). At a terminal a
 * plain `c` is asked its level next (Enter for the default); on a pipe it plays at the
 * default, so the lines a pipe answers with are the same whatever the level. A bad
 * answer is asked again, after a line saying what is wanted. The seats, or null when
 * the input ends.
 */
export function askPlayers(ask: (question: string) => string | null, how: AskHow = {}): Seat[] | null {
  const fallbackLevel = how.level ?? DEFAULT_LEVEL;
  const intro = how.atTerminal === true && how.intro !== undefined ? `${how.intro}\n` : '';
  const count = askUntil(ask, `How many players (${MIN_PLAYERS}-${MAX_PLAYERS})? `, (answer) => {
    const n = /^\d+$/.test(answer) ? Number(answer) : NaN;
    return n >= MIN_PLAYERS && n <= MAX_PLAYERS ? ok(n) : fail(`Type a number from ${MIN_PLAYERS} to ${MAX_PLAYERS}.`);
  }, intro);
  if (count === null) return null;
  const seats: Seat[] = [];
  for (let seat = 0; seat < count; seat += 1) {
    const fallback = defaultName(seat);
    const name = askUntil(ask, `Name of player ${seat + 1} [${fallback}]: `, (answer) => {
      const tidy = answer.trim() === '' ? fallback : tidyName(answer);
      const problem = seatNameProblem(tidy, seats);
      return problem === null ? ok(tidy) : fail(`That name will not do: ${problem}.`);
    });
    if (name === null) return null;
    const kind = askUntil(ask, `Is ${name} a person or the computer? [p/c] `, readKind);
    if (kind === null) return null;
    if (kind.kind === 'human') {
      seats.push(humanSeat(name));
      continue;
    }
    let level = kind.level ?? (how.atTerminal === true ? null : fallbackLevel);
    if (level === null) {
      level = askUntil(ask, `How well does ${name} play: ${levelList()}? [${fallbackLevel}] `, (answer) => {
        const word = answer.trim().toLowerCase();
        if (word === '') return ok(fallbackLevel);
        return LEVELS.includes(word) ? ok(word) : fail(`Type ${levelList()} (Enter: ${fallbackLevel}).`);
      });
      if (level === null) return null;
    }
    seats.push(computerSeat(name, level));
  }
  return seats;
}

/** A kind answer: `p`, `c`, or `c` and the computer's level (`c hard`, `computer easy`). */
function readKind(answer: string): Result<{ kind: 'human' } | { kind: 'computer'; level?: string }> {
  const [word = '', level, ...rest] = answer.trim().toLowerCase().split(/\s+/);
  if (PERSON.includes(word) && level === undefined) return ok({ kind: 'human' });
  if (COMPUTER.includes(word) && level === undefined) return ok({ kind: 'computer' });
  if (COMPUTER.includes(word) && rest.length === 0 && LEVELS.includes(level as string)) return ok({ kind: 'computer', level: level as string });
  if (COMPUTER.includes(word)) return fail(`The computer plays ${levelList()}: answer c, or c and its level (c hard).`);
  return fail('Answer p for a person or c for the computer.');
}

/** Asks until the answer reads, printing the reason before asking again; null at the end of input. */
function askUntil<T>(ask: (question: string) => string | null, question: string, read: (answer: string) => Result<T>, before = ''): T | null {
  let prompt = `${before}${question}`;
  for (;;) {
    const answer = ask(prompt);
    if (answer === null) return null;
    const value = read(answer.trim());
    if (value.ok) return value.value;
    prompt = `${value.error}\n${question}`;
  }
}
