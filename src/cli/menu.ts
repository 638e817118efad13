/**
 * `cardtable` with no game: a menu to pick a game or resume a save. It reads from
 * the same input as the game it starts, so a piped session can begin with a choice.
 * A save that cannot be resumed is answered with its reason, and the menu goes on.
 */
import { OutputClosed } from '../engine/output.js';
import { printable } from '../engine/printable.js';
import { displayPath, MAX_TITLE, type SaveListing } from '../engine/save-file.js';
import type { AnySetup, GameEntry } from '../engine/setup.js';
import { report, type Context } from './context.js';
import { GAMES } from './games.js';
import { resumableSaves, resume, resumed, type Resumed } from './load.js';
import { asker, decideEcho, openInput, runSession, type DisplayOptions } from './play.js';
import { startGame } from './start-game.js';

const PROMPT = 'Your choice: ';

type Ask = (question: string) => string | null;

type Choice =
  | { kind: 'play'; entry: GameEntry; setup: AnySetup; seed?: number }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  | { kind: 'resume'; setup: AnySetup; listing: SaveListing; back: Resumed<any, any> }
  | { kind: 'leave' };

export async function runMenu(options: DisplayOptions, context: Context): Promise<number> {
  const input = await openInput(context);
  const ask = asker(input, decideEcho(options, context), context);
  try {
    const choice = await choose(ask, context);
    if (choice.kind === 'leave') return 0;
    if (choice.kind === 'resume') {
      const shown = displayPath(choice.listing.path, context.cwd);
      return await runSession(resumed(choice.setup.game, choice.back, shown, shown), choice.setup, input, options, context);
    }
    const start = startGame(choice.entry, choice.setup, choice.seed === undefined ? {} : { seed: choice.seed }, context, ask);
    if (!start.ok) return report(context, start.error);
    return start.value === null ? 0 : await runSession(start.value, choice.setup, input, options, context);
  } catch (error) {
    if (error instanceof OutputClosed) return 0;
    throw error;
  }
}

async function choose(askAsTyped: Ask, context: Context): Promise<Choice> {
  const say = (text: string) => context.stdout.write(text);
  const ask: Ask = (question) => askAsTyped(question)?.toLowerCase() ?? null;
  const { saves, where } = resumableSaves(context);
  const entries = [
    ...GAMES.map((entry) => entry.title),
    ...(saves.length > 0 ? [`Resume a saved game (${printable(where)})`] : []),
  ];
  say(`cardtable: pick a game\n${entries.map((entry, i) => `  ${i + 1}  ${entry}\n`).join('')}  q  Leave\n`);
  // a person is told the deal can be chosen; a pipe's text stays as the contract has it
  if (context.stdoutIsTerminal) say('A deal number after the game picks that deal: 1 617 is FreeCell game #617.\n');
  for (;;) {
    const answer = ask(PROMPT);
    if (answer === null || answer === 'q' || answer === 'quit') return { kind: 'leave' };
    const [first = '', deal, ...rest] = answer.split(/\s+/);
    const index = Number(first) - 1;
    const entry = rest.length === 0 ? GAMES.find((g, i) => i === index || g.id === first) : undefined;
    if (entry !== undefined) {
      if (deal === undefined) return { kind: 'play', entry, setup: await entry.load() };
      const seed = Number(deal);
      const { min, max } = entry.seeds;
      if (/^\d+$/.test(deal) && seed >= min && seed <= max) return { kind: 'play', entry, setup: await entry.load(), seed };
      say(`A ${entry.title} deal number is a whole number from ${min} to ${max}.\n`);
      continue;
    }
    if (saves.length > 0 && (index === GAMES.length || answer === 'resume')) {
      const resumed = await chooseSave(saves, ask, say, context.stdoutIsTerminal);
      // null is back from the list (Enter, or the end of input, which the next prompt sees)
      if (resumed !== null) return resumed;
    } else {
      say(`Type a number from 1 to ${entries.length}, or q to leave.\n`);
    }
  }
}

async function chooseSave(saves: readonly SaveListing[], ask: Ask, say: (text: string) => void, atTerminal: boolean): Promise<Choice | null> {
  const lines = await Promise.all(saves.map((listing) => describe(listing, atTerminal)));
  say(`Saved games:\n${lines.map((line, i) => `  ${i + 1}  ${line}\n`).join('')}`);
  for (;;) {
    const answer = ask('Resume which (Enter to go back)? ');
    if (answer === null || answer === '') return null;
    const listing = saves[Number(answer) - 1] ?? saves.find((s) => s.name.toLowerCase() === answer);
    if (listing === undefined) {
      say(`Type a number from 1 to ${saves.length}, or press Enter to go back.\n`);
      continue;
    }
    if (!listing.save.ok) {
      say(`${listing.name} cannot be resumed: ${printable(listing.save.error)}\n`);
      continue;
    }
    const { game } = listing.save.value;
    const entry = GAMES.find((g) => g.id === game);
    if (entry === undefined) {
      say(`${listing.name} is a game of ${printable(game, 40)}, which this cardtable does not play.\n`);
      continue;
    }
    const setup = await entry.load();
    const back = resume(setup.game, listing.path);
    if (back.ok) return { kind: 'resume', setup, listing, back: back.value };
    say(`${listing.name} cannot be resumed: ${printable(back.error)}\n`);
  }
}

/**
 * A save as the list shows it: its name, the game, its moves and when it was saved; at
 * a terminal the game as it names itself, with its deal and rules ("FreeCell game #4,
 * supermoves"), from the summary at the save's head (a save without one names it from
 * its start, which needs the game's code). A pipe's list stays as it always was.
 */
async function describe(listing: SaveListing, atTerminal: boolean): Promise<string> {
  if (!listing.save.ok) return `${listing.name}  (cannot be resumed: ${printable(listing.save.error)})`;
  const { game, moves, savedAt, title: summary, start } = listing.save.value;
  const entry = GAMES.find((g) => g.id === game);
  let title = entry?.title ?? printable(game, 40);
  if (atTerminal && summary !== null) {
    title = printable(summary, MAX_TITLE);
  } else if (atTerminal && entry !== undefined) {
    const setup = await entry.load();
    const state = setup.game.decodeStart(start);
    if (state.ok) title = setup.describe(state.value);
  }
  const when = /^\d{4}-\d\d-\d\dT\d\d:\d\d/.test(savedAt) ? `, saved ${savedAt.slice(0, 16).replace('T', ' ')} UTC` : '';
  return `${listing.name}  (${title}, ${moves} ${moves === 1 ? 'move' : 'moves'}${when})`;
}
