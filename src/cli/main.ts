/**
 * The command line (CONTRACT "Command line"). Exit status: 0 for a game that ends by
 * a win, a quit or the end of input; 2 for bad usage; 1 for a file that cannot be
 * used. Every game gets the same shared options from its registration (src/cli/games.ts)
 * plus its own; each game's code is loaded only when that game is asked for.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Command, CommanderError, InvalidArgumentError, Option } from 'commander';
import type { GameEntry, OptionSpec } from '../engine/setup.js';
import { InputFailed } from '../engine/input.js';
import { OutputClosed, OutputFailed } from '../engine/output.js';
import { printable } from '../engine/printable.js';
import { fileFailure, processContext, programFolder, report, usageFailure, type Context } from './context.js';
import { isDealNumber, MAX_DEAL, MIN_DEAL } from '../games/freecell/deal-number.js';
import { FREECELL_ENTRY } from '../games/freecell/entry.js';
import { CASSINO_ENTRY } from '../games/cassino/entry.js';
import { CASSINO_OPTIONS } from '../games/cassino/options.js';
import { KLONDIKE_ENTRY } from '../games/klondike/entry.js';
import { KLONDIKE_OPTIONS } from '../games/klondike/options.js';
import { GAMES } from './games.js';
import { MAX_WIDTH, screenWidth } from './screen-width.js';
import { wrapWords } from '../engine/columns.js';
import type { DisplayOptions } from './play.js';

/** The version in the program's package.json. */
function version(): string {
  return (JSON.parse(readFileSync(join(programFolder(), 'package.json'), 'utf8')) as { version: string }).version;
}

/** A parser of a whole number from `min` to `max` (a game's seeds, jobs, positions, games). */
function wholeNumberParser({ min, max }: { readonly min: number; readonly max: number }): (text: string) => number {
  return (text) => {
    const value = Number(text);
    if (!/^\d+$/.test(text.trim()) || !Number.isSafeInteger(value) || value < min || value > max) {
      throw new InvalidArgumentError(`It must be a whole number from ${min} to ${max}.`);
    }
    return value;
  };
}

function addDisplayOptions(command: Command): Command {
  return command
    .option('--color', 'colour the cards even when stdout is not a terminal')
    .option('--no-color', 'never colour (NO_COLOR and FORCE_COLOR are honoured too)')
    .option('--echo', 'write each command read back after its prompt (the default when stdin is not a terminal)')
    .option('--no-echo', 'do not write commands back')
    .option('--ascii', 'at a terminal, suits as letters (10C, AS) for a screen that cannot show ♠ ♥ ♦ ♣')
    .option('--no-ascii', 'at a terminal, suits as ♠ ♥ ♦ ♣ whatever the locale says (a pipe always gets them)')
    .addOption(new Option('--view <LAYOUT>', 'at a terminal, the board as lines, one a pile, or as a picture in columns (remembered)').choices(['lines', 'columns']))
    .addOption(new Option('--screen <MODE>', 'at a terminal, the table drawn in place on the whole screen (full, the default), or the lines as they come (lines); remembered').choices(['full', 'lines']));
}

/** A game's own option (`--draw <N>`): its choices or parser, and no place beside --load (a save keeps its rules). */
function gameOption(spec: OptionSpec): Option {
  const option = new Option(spec.flags, spec.description).conflicts(['load', ...(spec.conflicts ?? [])]);
  if (spec.choices !== undefined) option.choices(spec.choices);
  const { parse } = spec;
  if (parse !== undefined) {
    option.argParser((text: string) => {
      if (spec.choices !== undefined && !spec.choices.includes(text)) {
        throw new InvalidArgumentError(`Allowed choices are ${spec.choices.join(', ')}.`);
      }
      try {
        return parse(text);
      } catch (error) {
        throw new InvalidArgumentError(asSentence(error instanceof Error ? error.message : String(error)));
      }
    });
  }
  return option;
}

/**
 * A game's message as the second sentence of commander's "argument 'x' is invalid.":
 * without the option's name in front, and starting with a capital.
 */
function asSentence(message: string): string {
  const bare = message.replace(/^--[\w-]+:\s*/, '');
  return bare.charAt(0).toUpperCase() + bare.slice(1);
}

/** The options before a name that take a value in the next word (`--load k`, `--view columns`). */
const VALUED = new Set(['--load', '--view', '--screen']);

/** Where the first word that is neither an option nor an option's value is: the command's name; -1 when there is none. */
function nameAt(words: readonly string[]): number {
  for (let at = 0; at < words.length; at += 1) {
    const word = words[at] as string;
    if (VALUED.has(word)) at += 1;
    else if (!word.startsWith('-')) return at;
  }
  return -1;
}

/**
 * The words as commander should read them: a game's name in any case is the game
 * (`FreeCell`), as is `help`.
 */
function normalised(argv: readonly string[]): string[] {
  const words = [...argv];
  const at = nameAt(words);
  const name = words[at]?.toLowerCase();
  const known = (word: string | undefined) => word !== undefined && GAMES.some((game) => game.id === word);
  if (name === 'help' || name === 'solve' || name === 'duel' || name === 'demo' || name === 'stats' || known(name)) words[at] = name as string;
  // `solve FreeCell`, `duel Cassino`, `demo Klondike` and `help FreeCell` too
  if ((name === 'solve' || name === 'duel' || name === 'demo' || name === 'help') && known(words[at + 1]?.toLowerCase())) words[at + 1] = (words[at + 1] as string).toLowerCase();
  return words;
}

/** The topic of `help <topic>` in the words (after normalised), or undefined when they ask no help of that form. */
function helpTopic(words: readonly string[]): string | undefined {
  const at = nameAt(words);
  const topic = words[at + 1];
  return words[at] === 'help' && topic !== undefined && !topic.startsWith('-') ? topic : undefined;
}

/** The one line for a word that names no game: `cardtable foo` and `cardtable help foo` alike. */
function unknownGame(word: string): string {
  return `unknown game '${word}': choose ${GAMES.map((g) => g.id).join(', ')}`;
}

/** The options that were given: commander leaves a negatable option undefined when neither form is. */
function definedOnly(options: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined));
}

export async function main(argv: readonly string[], given?: Context): Promise<number> {
  const context = given ?? processContext();
  let status = 0;
  const program = new Command('cardtable')
    .description('Card games for the terminal: FreeCell, Klondike and Cassino.\nWith no game, a menu to pick one or resume a save.')
    .version(version(), '-V, --version', 'print the version')
    .helpOption('-h, --help', 'show this help')
    // a word that names no game is answered below, not as commander's "too many arguments"
    .allowExcessArguments()
    .showSuggestionAfterError(false)
    // options after a game's name are that game's: --color after freecell is freecell's
    .enablePositionalOptions()
    .helpCommand('help [game]', 'show this help, or a game\'s')
    .exitOverride()
    .configureOutput({
      // both escaped as everything on stdout and stderr is (context.ts)
      writeOut: (text) => context.stdout.write(text),
      writeErr: (text) => context.stderr.write(text),
      // one line, even when an argument quoted in it holds a line break
      outputError: (text, write) => write(`cardtable: ${printable(text.replace(/^error: /, '').trim())} (see --help)\n`),
    });
  // at a terminal help is laid out to the screen; a pipe keeps commander's own (set before the commands, which inherit it)
  if (context.stdoutIsTerminal) program.configureHelp((await import('./screen-help.js')).screenHelp());
  program
    .option('--load <NAME|PATH>', 'resume a saved game, whichever game it is (a bare NAME is looked up in the saves folder)')
    .addHelpText('after', helpTail(ROOT_EXAMPLE, context));
  addDisplayOptions(program).action(async (options: DisplayOptions & { load?: string }, command: Command) => {
    const [game] = command.args;
    if (game !== undefined) {
      status = report(context, usageFailure(unknownGame(game)));
      return;
    }
    if (options.load !== undefined) {
      // the save knows its game
      const { gameOfSave } = await import('./load.js');
      const entry = gameOfSave(options.load, context);
      status = entry.ok ? await playGame(entry.value, definedOnly(options), context) : report(context, entry.error);
      return;
    }
    const { runMenu } = await import('./menu.js');
    status = await runMenu(options, context);
  });

  for (const entry of GAMES) {
    addGame(program, entry, context, (code) => (status = code));
  }
  addSolve(program, context, (code) => (status = code));
  addDuel(program, context, (code) => (status = code));
  addDemo(program, context, (code) => (status = code));
  program
    .command('stats')
    .description('show the statistics of games played at a terminal: played, won, streaks and records')
    .allowExcessArguments(false)
    .option('--reset', 'clear the statistics (at a terminal it asks first; elsewhere it needs --yes)')
    .option('--yes', 'with --reset: clear without asking')
    .action(async (options: { reset?: boolean; yes?: boolean }) => {
      const { runReset, runStats } = await import('./stats.js');
      if (options.reset === true) status = await runReset(context, options);
      else if (options.yes === true) status = report(context, usageFailure('--yes goes with --reset'));
      else status = runStats(context);
    });

  const words = normalised(argv);
  // commander answers help for a command it does not have with the whole help, and no word of what is wrong
  const topic = helpTopic(words);
  if (topic !== undefined && !program.commands.some((command) => command.name() === topic)) return report(context, usageFailure(unknownGame(topic)));
  try {
    await program.parseAsync(words, { from: 'user' });
  } catch (error) {
    if (error instanceof CommanderError) return error.exitCode === 0 ? 0 : 2;
    // stdin or stdout failed under the game (a folder as input, a full disk): one line, status 1
    if (error instanceof InputFailed || error instanceof OutputFailed) return report(context, fileFailure(error.message));
    // the reader went away (`| head`): nobody is left to tell anything
    if (error instanceof OutputClosed) return 0;
    throw error;
  }
  return status;
}

/** The root --help's last lines: one way in, and where the rest is. */
const ROOT_EXAMPLE = [
  'Example: cardtable freecell, then type a move such as T3 F0 (the top card of tableau pile 3 to free cell 0). In a game, type help for its commands and rules.',
];

/** A game's --help's last lines: one move, and where the rest is. */
function gameExample(entry: GameEntry): readonly string[] {
  return [`Example move: ${entry.exampleMove}.`, 'In the game, type help for every command and the rules.'];
}

/**
 * Paragraphs after a --help's options, after a blank line: wrapped to the screen at a
 * terminal, as the rest of the help is (screen-help.ts), and to commander's 80 columns
 * on a pipe.
 */
function helpTail(paragraphs: readonly string[], context: Context): () => string {
  return () => {
    const width = context.stdoutIsTerminal ? screenWidth() : MAX_WIDTH;
    return `\n${paragraphs.flatMap((paragraph) => wrapWords(paragraph, width)).join('\n')}`;
  };
}

function addGame(program: Command, entry: GameEntry, context: Context, exit: (status: number) => void): void {
  const command = program
    .command(entry.id)
    .description(`play ${entry.title}`)
    .addHelpText('after', helpTail(gameExample(entry), context))
    .allowExcessArguments(false)
    .addOption(new Option('--seed <N>', entry.seedHelp).argParser(wholeNumberParser(entry.seeds)).conflicts(['dealFile', 'load']))
    .addOption(new Option('--deal-file <PATH>', 'start from the position written in PATH (the lines the game prints)').conflicts('load'))
    .option('--load <NAME|PATH>', 'resume a saved game (a bare NAME is looked up in the saves folder)');
  entry.options.forEach((spec) => command.addOption(gameOption(spec)));
  addDisplayOptions(command).action(async (gameOptions: Record<string, unknown>) => {
    // --color or --echo before the game's name count too: `cardtable --no-color freecell`
    const { load, ...shared } = definedOnly(program.opts());
    if (load !== undefined) {
      exit(report(context, usageFailure(`--load goes after the game's name (cardtable ${entry.id} --load NAME), or alone: cardtable --load NAME`)));
      return;
    }
    exit(await playGame(entry, { ...shared, ...definedOnly(gameOptions) }, context));
  });
}

/** Plays a game with the options given (the shared ones and the game's own); the exit status. */
async function playGame(entry: GameEntry, options: Record<string, unknown>, context: Context): Promise<number> {
  const [{ startGame }, { asker, decideEcho, openInput, runSession }, setup] = await Promise.all([
    import('./start-game.js'), import('./play.js'), entry.load(),
  ]);
  const input = await openInput(context);
  try {
    const start = startGame(entry, setup, options, context, asker(input, decideEcho(options, context), context));
    if (!start.ok) return report(context, start.error);
    if (start.value !== null) return await runSession(start.value, setup, input, options, context);
  } catch (error) {
    // the reader went away while the game asked its questions: nobody is left to play for
    if (!(error instanceof OutputClosed)) throw error;
  }
  return 0;
}

/** The two numbers of `A..B`, or NaN for text of another shape. */
function rangeEnds(text: string): [number, number] {
  const match = /^\s*(\d+)\s*\.\.\s*(\d+)\s*$/.exec(text);
  return match === null ? [NaN, NaN] : [Number(match[1]), Number(match[2])];
}

function rangeParser(text: string): { from: number; to: number } {
  const [from, to] = rangeEnds(text);
  if (!(isDealNumber(from) && isDealNumber(to) && from <= to)) {
    throw new InvalidArgumentError(`It must be A..B, deal numbers from ${MIN_DEAL} to ${MAX_DEAL} with A no greater than B.`);
  }
  return { from, to };
}

/** The most deals one Klondike range may hold. */
const MAX_KLONDIKE_RANGE = 1_000_000;

/** A range of Klondike seeds, A..B: at most a million deals. */
function klondikeRangeParser(text: string): { from: number; to: number } {
  const [from, to] = rangeEnds(text);
  const { min, max } = KLONDIKE_ENTRY.seeds;
  if (!(Number.isSafeInteger(from) && Number.isSafeInteger(to) && from >= min && to <= max && from <= to)) {
    throw new InvalidArgumentError(`It must be A..B, seeds from ${min} to ${max} with A no greater than B.`);
  }
  if (to - from + 1 > MAX_KLONDIKE_RANGE) throw new InvalidArgumentError(`It may hold at most ${MAX_KLONDIKE_RANGE} deals.`);
  return { from, to };
}

/** `--draw 1|3` and `--scoring`, as `cardtable klondike` takes them, for solve klondike and demo klondike. */
function klondikeRuleOptions(command: Command, scoring: boolean): Command {
  const draw = KLONDIKE_OPTIONS.find((spec) => spec.flags.startsWith('--draw'));
  const score = KLONDIKE_OPTIONS.find((spec) => spec.flags.startsWith('--scoring'));
  if (draw !== undefined) command.addOption(gameOption(draw));
  if (scoring && score !== undefined) command.addOption(gameOption(score));
  return command;
}

/** A search's budget in positions. */
const positionsParser = wholeNumberParser({ min: 1, max: 100_000_000 });

/** Worker threads. */
const jobsParser = wholeNumberParser({ min: 1, max: 64 });

/**
 * A command whose games follow it (`solve`, `demo`, `duel`). Alone, it says in one
 * line which games follow it and where its help is (commander would print the whole
 * usage); a word after it that names none of them is commander's unknown command.
 */
function gameGroup(program: Command, name: string, description: string, context: Context, exit: (status: number) => void): Command {
  // an action would take commander's `help [game]` away from the group: kept
  const group = program.command(name).description(description).allowExcessArguments().helpCommand(true);
  group.action((_options: unknown, command: Command) => {
    const [word] = command.args;
    if (word !== undefined) command.error(`error: unknown command '${word}'`, { code: 'commander.unknownCommand' });
    const games = command.commands.map((game) => game.name()).filter((game) => game !== 'help');
    const choice = games.length > 1 ? `${games.slice(0, -1).join(', ')} or ${games[games.length - 1] ?? ''}` : games.join('');
    exit(report(context, usageFailure(`${name} needs a game: ${choice} (see cardtable help ${name})`)));
  });
  return group;
}

/** `cardtable demo klondike`: the computer plays by following the hint. */
function addDemo(program: Command, context: Context, exit: (status: number) => void): void {
  const demo = gameGroup(program, 'demo', 'watch the computer play, seeing only what a player sees', context, exit);
  const klondike = demo
    .command('klondike')
    .description('play Klondike deals by following hint: one line a deal (its moves), then the share won')
    .allowExcessArguments(false)
    .addOption(new Option('--seed <N>', KLONDIKE_ENTRY.seedHelp).argParser(wholeNumberParser(KLONDIKE_ENTRY.seeds)).conflicts('range'))
    .addOption(new Option('--range <A..B>', 'every deal from A to B, one line each, then a summary with the share won').argParser(klondikeRangeParser));
  klondikeRuleOptions(klondike, false)
    .addOption(new Option('--jobs <N>', 'worker threads for a range (default: one a processor); the output is the same whatever N').argParser(jobsParser))
    .addOption(new Option('--screen <MODE>', 'at a terminal, each deal shown on the full screen as it is played (full, the default) or the lines alone (lines)').choices(['full', 'lines']))
    .action(async (options: { seed?: number; range?: { from: number; to: number }; jobs?: number; draw?: 1 | 3; screen?: 'full' | 'lines' }) => {
      const [{ runDemo }, { defaultJobs }, { freshSeed }] = await Promise.all([import('./demo.js'), import('./workers.js'), import('./start-game.js')]);
      exit(await runDemo({ ...options, jobs: options.jobs ?? defaultJobs() }, context, () => freshSeed(KLONDIKE_ENTRY)));
    });
}

/** `cardtable solve freecell`: solutions without playing. */
function addSolve(program: Command, context: Context, exit: (status: number) => void): void {
  const solve = gameGroup(program, 'solve', 'solve games without playing them', context, exit);
  solve
    .command('freecell')
    .description('print FreeCell solutions: the moves of one deal, one a line, or a line a deal for a range')
    .allowExcessArguments(false)
    .addOption(new Option('--seed <N>', `Microsoft FreeCell deal #N (${MIN_DEAL} to ${MAX_DEAL})`).argParser(wholeNumberParser(FREECELL_ENTRY.seeds)).conflicts(['dealFile', 'range']))
    .addOption(new Option('--deal-file <PATH>', 'the position written in PATH (the game\'s board lines, or fc-solve\'s board)').conflicts('range'))
    .addOption(new Option('--range <A..B>', 'every deal from A to B, one line each, then a summary').argParser(rangeParser))
    .option('--supermoves', 'move runs between columns as one move, with their count: 38(3)')
    .addOption(new Option('--format <FORMAT>', 'how moves are written: game (T2 F0), standard (3a) or fcs (fc-solve\'s)').choices(['game', 'standard', 'fcs']).default('game'))
    .addOption(new Option('--positions <N>', 'how many positions the search may visit a deal before it answers unknown').argParser(positionsParser))
    .addOption(new Option('--jobs <N>', 'worker threads for a range (default: one a processor); the output is the same whatever N').argParser(jobsParser))
    .action(async (options: { seed?: number; dealFile?: string; range?: { from: number; to: number }; jobs?: number }) => {
      if (options.seed === undefined && options.dealFile === undefined && options.range === undefined) {
        exit(report(context, usageFailure('solve freecell needs --seed N, --deal-file PATH or --range A..B')));
        return;
      }
      const [{ runSolve }, { defaultJobs }] = await Promise.all([import('./solve.js'), import('./workers.js')]);
      exit(await runSolve({ ...options, jobs: options.jobs ?? defaultJobs() }, context));
    });
  const klondike = solve
    .command('klondike')
    .description('print Klondike solutions with every card known: the moves of one deal, one a line, or a line a deal for a range')
    .allowExcessArguments(false)
    .addOption(new Option('--seed <N>', KLONDIKE_ENTRY.seedHelp).argParser(wholeNumberParser(KLONDIKE_ENTRY.seeds)).conflicts(['dealFile', 'range']))
    .addOption(new Option('--deal-file <PATH>', 'the position written in PATH (the game\'s deal-file lines)').conflicts('range'))
    .addOption(new Option('--range <A..B>', 'every deal from A to B, one line each, then a summary with the winnable share').argParser(klondikeRangeParser));
  klondikeRuleOptions(klondike, true)
    .addOption(new Option('--positions <N>', 'how many positions the search may store a deal before it answers unknown').argParser(positionsParser))
    .addOption(new Option('--jobs <N>', 'worker threads for a range (default: one a processor); the output is the same whatever N').argParser(jobsParser))
    .action(async (options: { seed?: number; dealFile?: string; range?: { from: number; to: number }; jobs?: number; draw?: 1 | 3; scoring?: 'standard' | 'vegas' }) => {
      if (options.seed === undefined && options.dealFile === undefined && options.range === undefined) {
        exit(report(context, usageFailure('solve klondike needs --seed N, --deal-file PATH or --range A..B')));
        return;
      }
      const [{ runSolveKlondike }, { defaultJobs }] = await Promise.all([import('./solve-klondike.js'), import('./workers.js')]);
      exit(await runSolveKlondike({ ...options, jobs: options.jobs ?? defaultJobs() }, context));
    });
}

/** `--players` as a duel takes it: computers only. */
const DUEL_PLAYERS = '2 to 6 computer players, comma-separated: NAME:computer, NAME:computer:easy|normal|hard, or computer';

/** How many games a duel plays. */
const gamesParser = wholeNumberParser({ min: 1, max: 1_000_000 });

/** `cardtable duel cassino`: computer players against each other, with their shares of wins. */
function addDuel(program: Command, context: Context, exit: (status: number) => void): void {
  const duel = gameGroup(program, 'duel', 'play computer players against each other and measure their strength', context, exit);
  const command = duel
    .command('cassino')
    .description('play Cassino between computers: a line a game, then each player\'s share of wins with its 95% interval')
    .allowExcessArguments(false)
    .addOption(new Option('--games <N>', 'how many games (400 by default); the players turn one seat every game').argParser(gamesParser))
    .addOption(new Option('--seed <N>', 'the first seed (1 by default): each seed is dealt once for every seating').argParser(wholeNumberParser(CASSINO_ENTRY.seeds)))
    .addOption(new Option('--jobs <N>', 'worker threads (default: one a processor); the output is the same whatever N').argParser(jobsParser));
  // the game's own options (--players, --target and the scoring variants), read as the game reads them;
  // a duel's players are computers only, and its help offers only them
  CASSINO_OPTIONS.map((spec) => (spec.flags.startsWith('--players') ? { ...spec, description: DUEL_PLAYERS } : spec))
    .forEach((spec) => command.addOption(gameOption(spec)));
  command.action(async (options: import('./duel.js').DuelOptions) => {
    if (options.players === undefined) {
      exit(report(context, usageFailure('duel cassino needs its players: give --players, such as --players A:computer:hard,B:computer:normal')));
      return;
    }
    const [{ runDuel }, { defaultJobs }] = await Promise.all([import('./duel.js'), import('./workers.js')]);
    exit(await runDuel({ ...options, jobs: options.jobs ?? defaultJobs() }, context));
  });
}
