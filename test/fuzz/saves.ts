/**
 * Fuzzing save files: real saves of a game, made by playing it, then mutated every way
 * a file can go wrong: cut at every length, bytes flipped, fields deleted and swapped,
 * versions changed, escape codes slipped into its text, blown up to megabytes. Each
 * mutant either loads a game the rules reach (its moves replayed through them) or is
 * refused with one printable line and status 1, and nothing on disk changes.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startHistory } from '../../src/engine/history.js';
import { MemoryOutput } from '../../src/engine/output.js';
import { readSave } from '../../src/engine/save-file.js';
import { restore, snapshot } from '../../src/engine/saved-game.js';
import { Session } from '../../src/engine/session.js';
import { PLAIN } from '../../src/engine/theme.js';
import { report, type Context } from '../../src/cli/context.js';
import { loadGame } from '../../src/cli/load.js';
import { FUZZED, Random } from './sessions.js';

/** A real save of the game after some random legal moves: its text. */
export function realSave(name: keyof typeof FUZZED, seed: number, moves: number, folder: string): string {
  const fuzzed = FUZZED[name];
  const random = new Random(seed);
  const saves = join(folder, 'saves');
  const session = new Session(fuzzed.game, startHistory(fuzzed.start(seed, random)), {
    output: new MemoryOutput(), theme: PLAIN, echo: false, savesFolder: saves, cwd: folder,
  });
  if (session.open() !== null) throw new Error('the game ended before a move');
  for (let i = 0; i < moves; i += 1) {
    const seat = fuzzed.game.toAct(session.state);
    if (seat === null) break;
    const view = fuzzed.game.view(session.state, seat);
    const move = name === 'cassino' ? fuzzed.game.choose?.(view, 'easy') : random.pick(fuzzed.game.legalMoves(view));
    // stop before the game ends: a finished game is not saved
    if (move === undefined || session.handle(fuzzed.game.formatMove(move)) !== null) break;
    if (fuzzed.game.toAct(session.state) === null) break;
  }
  session.handle('save base');
  return readFileSync(join(saves, 'base.json'), 'utf8');
}

const ESCAPES = ['\u001b[2J', '\u001b]0;pwned\u0007', '\u009b31m', '\u0000', '\n', '\u202e'];
const VERSIONS: readonly unknown[] = [0, 2, -1, '1', 1.5, 1e300, null, true, [], {}];

/** One way of spoiling a save, chosen at random: the bytes of the spoiled file. */
function mutate(text: string, random: Random): Buffer {
  const roll = random.below(7);
  if (roll === 0) {
    const bytes = Buffer.from(text, 'utf8');
    for (let n = 1 + random.below(4); n > 0; n -= 1) bytes[random.below(bytes.length)] = random.below(256);
    return bytes;
  }
  return Buffer.from(mutateText(text, random, roll), 'utf8');
}

function mutateText(text: string, random: Random, roll: number): string {
  if (roll === 1) {
    // an escape code slipped in anywhere, inside a string or not
    const at = random.below(text.length);
    return `${text.slice(0, at)}${JSON.stringify(random.pick(ESCAPES)).slice(1, -1)}${text.slice(at)}`;
  }
  if (roll === 2) return text.replace(/\s*$/, ' '.repeat((1 + random.below(3)) * 1024 * 1024));
  const data = JSON.parse(text) as Record<string, unknown>;
  const start = data['start'] as Record<string, unknown>;
  const moves = data['moves'] as unknown[];
  const fields = Object.keys(data);
  const startFields = Object.keys(start);
  if (roll === 3) {
    if (random.below(2) === 0) delete data[random.pick(fields)];
    else delete start[random.pick(startFields)];
  } else if (roll === 4) {
    const [a, b] = [random.pick(fields), random.pick(fields)];
    [data[a], data[b]] = [data[b], data[a]];
    if (random.below(2) === 0) data['version'] = random.pick(VERSIONS);
  } else if (roll === 5) {
    const at = random.below(moves.length + 1);
    const junk = random.pick([`${random.pick(ESCAPES)}T0 F0`, 'x'.repeat(random.below(900_000)), 42, null, ['T0'], 'draw', 'undo']);
    if (random.below(2) === 0) moves.splice(at, 1, junk);
    else moves.splice(at, 0, ...Array.from({ length: 1 + random.below(3) }, () => moves[random.below(moves.length)] ?? 'T0 F0'));
  } else {
    // the start's own data: a label changed, a line spoiled
    const key = random.pick(startFields);
    const value = start[key];
    if (Array.isArray(value) && value.length > 0) {
      const i = random.below(value.length);
      value[i] = typeof value[i] === 'string' ? `${random.pick(ESCAPES)}${value[i] as string}`.slice(0, random.below(60)) : 'x';
    } else {
      start[key] = random.pick([null, 0, 1, 2 ** 31, -1, 'x', { draw: 7 }, [], random.pick(ESCAPES)]);
    }
    data['game'] = random.below(8) === 0 ? random.pick(['freecell', 'klondike', 'cassino', `x${random.pick(ESCAPES)}`]) : data['game'];
  }
  return JSON.stringify(data, null, random.below(2) === 0 ? 2 : undefined);
}

function fingerprint(folder: string): string {
  const hash = createHash('sha256');
  for (const name of readdirSync(folder).sort()) hash.update(name).update(readFileSync(join(folder, name)));
  return hash.digest('hex');
}

export interface SaveFuzzReport {
  readonly mutants: number;
  readonly loaded: number;
  readonly refused: number;
}

/**
 * Loads the save of `name` cut at every length (when `truncations`) and `mutants`
 * random mutants of it; throws when a promise is broken.
 */
export function fuzzSaves(name: keyof typeof FUZZED, seed: number, mutants: number, folder: string, truncations = true): SaveFuzzReport {
  const game = FUZZED[name].game;
  const saves = join(folder, 'saves');
  mkdirSync(saves, { recursive: true });
  const original = realSave(name, seed, 40, folder);
  const random = new Random(seed ^ 0x5eed);
  const stderr = new MemoryOutput();
  const stdout = new MemoryOutput();
  const context: Context = {
    env: { CARDTABLE_SAVES: saves }, cwd: folder, program: { script: '/usr/bin/cardtable', node: process.execPath, folder }, stdinIsTerminal: false, stdoutIsTerminal: false,
    stdout, stderr, colourStdout: stdout, controls: stdout,
  };
  const bytes = Buffer.from(original, 'utf8');
  // cut at every byte, through the middle of a character too
  const cuts = truncations ? Array.from({ length: bytes.length }, (_, n) => bytes.subarray(0, n)) : [];
  const files = [...cuts, ...Array.from({ length: mutants }, () => mutate(original, random))];
  let loaded = 0;
  for (const [index, file] of files.entries()) {
    writeFileSync(join(saves, 'm.json'), file);
    const before = fingerprint(saves);
    const start = loadGame(game, 'm', context);
    const after = fingerprint(saves);
    const where = `${name}, seed ${seed}, mutant ${index}`;
    if (after !== before) throw new Error(`${where}: loading changed what is on disk`);
    if (start.ok) {
      // what loaded is a game the rules reach: saved again, it reads back as the same game
      loaded += 1;
      const again = restore(game, snapshot(game, start.value.history, new Date(0)));
      if (!again.ok || JSON.stringify(again.value.now.state) !== JSON.stringify(start.value.history.now.state)) {
        throw new Error(`${where}: the loaded game does not save and load as itself`);
      }
      continue;
    }
    stderr.text = '';
    const status = report(context, start.error);
    if (status !== 1) throw new Error(`${where}: status ${status} for ${start.error.message}`);
    if (!/^cardtable: [^\n]*\n$/.test(stderr.text) || /[\u0000-\u001f\u007f-\u009f]/.test(stderr.text.slice(0, -1))) {
      throw new Error(`${where}: not one printable line: ${JSON.stringify(stderr.text.slice(0, 300))}`);
    }
    if (stderr.text.length > 1100) throw new Error(`${where}: a line of ${stderr.text.length} characters`);
  }
  // the original itself still loads
  if (!readSave(join(saves, 'base.json')).ok) throw new Error(`${name}: the real save does not read`);
  return { mutants: files.length, loaded, refused: files.length - loaded };
}
