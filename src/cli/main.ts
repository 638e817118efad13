/**
 * The command line (CONTRACT "Command line"). Exit status: 0 for a game that ends by
 * a win, a quit or the end of input; 2 for bad usage; 1 for a file that cannot be
 * used. Each game's code is loaded only when that game is asked for.
 */
import { readFileSync } from 'node:fs';
import { Command, CommanderError, InvalidArgumentError, Option } from 'commander';
import { processContext, report, usageFailure, type Context } from './context.js';
import { isDealNumber, MAX_DEAL } from '../games/freecell/deal-number.js';
import { GAMES, isReady } from './games.js';

function version(): string {
  const manifest = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
  return manifest.version;
}

function parseDealNumber(text: string): number {
  const value = Number(text);
  if (!/^\d+$/.test(text.trim()) || !isDealNumber(value)) {
    throw new InvalidArgumentError(`it must be a whole number from 1 to ${MAX_DEAL}.`);
  }
  return value;
}

function addDisplayOptions(command: Command): Command {
  return command
    .option('--color', 'colour the cards even when stdout is not a terminal')
    .option('--no-color', 'never colour (NO_COLOR and FORCE_COLOR are honoured too)')
    .option('--echo', 'write each command read back after its prompt (the default when stdin is not a terminal)')
    .option('--no-echo', 'do not write commands back');
}

/** The options that were given: commander leaves a negatable option undefined when neither form is. */
function definedOnly(options: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined));
}

export async function main(argv: readonly string[], context: Context = processContext()): Promise<number> {
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
    .exitOverride()
    .configureOutput({
      writeOut: (text) => context.stdout.write(text),
      writeErr: (text) => context.stderr.write(text),
      outputError: (text, write) => write(`cardtable: ${text.replace(/^error: /, '').trim()} (see --help)\n`),
    });
  addDisplayOptions(program).action(async (options: { color?: boolean; echo?: boolean }, command: Command) => {
    const [game] = command.args;
    if (game !== undefined) {
      status = report(context, usageFailure(`unknown game '${game}': choose ${GAMES.map((g) => g.id).join(', ')}`));
      return;
    }
    const { runMenu } = await import('./menu.js');
    status = await runMenu(options, context);
  });

  const freecellCommand = program
    .command('freecell')
    .description('play FreeCell')
    .allowExcessArguments(false)
    .addOption(
      new Option('--seed <N>', `deal Microsoft FreeCell game #N (1 to ${MAX_DEAL})`)
        .argParser(parseDealNumber)
        .conflicts(['dealFile', 'load']),
    )
    .addOption(new Option('--deal-file <PATH>', 'start from the board written in PATH (its printed lines)').conflicts('load'))
    .option('--load <NAME|PATH>', 'resume a saved game (a bare NAME is looked up in the saves folder)');
  addDisplayOptions(freecellCommand).action(async (gameOptions) => {
    // --color or --echo before the game's name count too: `cardtable --no-color freecell`
    const options = { ...definedOnly(program.opts()), ...definedOnly(gameOptions) };
    const { startFreecell } = await import('./freecell.js');
    const { openInput, runSession } = await import('./play.js');
    const start = startFreecell(options, context);
    status = start.ok ? await runSession(start.value, await openInput(context), options, context) : report(context, start.error);
  });

  for (const game of GAMES.filter((g) => !isReady(g))) {
    program
      .command(game.id)
      .description(`play ${game.title} (not built yet)`)
      .allowUnknownOption()
      .allowExcessArguments()
      .action(() => {
        status = report(context, usageFailure(`${game.title} is not built yet; FreeCell is ready: cardtable freecell`));
      });
  }

  try {
    await program.parseAsync([...argv], { from: 'user' });
  } catch (error) {
    if (error instanceof CommanderError) return error.exitCode === 0 ? 0 : 2;
    throw error;
  }
  return status;
}
