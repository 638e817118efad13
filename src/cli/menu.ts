/**
 * `cardtable` with no game: a menu to pick a game or resume a save. It reads from
 * the same input as the game it starts, so a piped session can begin with a choice.
 * A save that cannot be resumed is answered with its reason, and the menu goes on.
 */
import { OutputClosed } from '../engine/output.js';
import { printable } from '../engine/printable.js';
import { fail, ok, type Result } from '../engine/result.js';
import { displayPath, MAX_TITLE, type SaveListing } from '../engine/save-file.js';
import { savesFolder } from '../engine/saves-folder.js';
import type { AnySetup, GameEntry } from '../engine/setup.js';
import { DEFAULT_SETTINGS, readSettings, settingsPath, updateSettings } from '../engine/settings-file.js';
import { WrappingOutput } from '../engine/wrap.js';
import { report, type Context } from './context.js';
import { GAMES } from './games.js';
import { resumableSaves, resume, resumed, type Resumed } from './load.js';
import { asker, decideEcho, openInput, runSession, wrappedQuestion, type DisplayOptions } from './play.js';
import { saveListLines, type ListedSave } from './save-list.js';
import { screenWidth } from './screen-width.js';
import { startGame, type StartOptions } from './start-game.js';

const PROMPT = 'Your choice: ';

type Ask = (question: string) => string | null;

type Choice =
  | { kind: 'play'; entry: GameEntry; setup: AnySetup; options: StartOptions }
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
    const start = startGame(choice.entry, choice.setup, choice.options, context, ask);
    if (!start.ok) return report(context, start.error);
    return start.value === null ? 0 : await runSession(start.value, choice.setup, input, options, context);
  } catch (error) {
    if (error instanceof OutputClosed) return 0;
    throw error;
  }
}

async function choose(askAsTyped: Ask, context: Context): Promise<Choice> {
  // at a terminal every line fits the screen (the list of saves lays itself out); a pipe's text is as it was
  const screen = context.stdoutIsTerminal ? new WrappingOutput(context.stdout, screenWidth) : context.stdout;
  const say = (text: string) => screen.write(text);
  const ask: Ask = (question) => askAsTyped(question)?.toLowerCase() ?? null;
  const { saves, where } = resumableSaves(context);
  const folder = savesFolder(context);
  // a person at a terminal gets the rules picked last time again; a pipe always starts from the defaults
  const person = context.stdinIsTerminal && context.stdoutIsTerminal;
  const settings = person ? readSettings(settingsPath(folder)) : DEFAULT_SETTINGS;
  const kept = (entry: GameEntry): readonly string[] => (Object.hasOwn(settings.rules, entry.id) ? settings.rules[entry.id] as readonly string[] : []);
  const titles = GAMES.map((entry) => {
    const rules = entry.menuRules?.describe(kept(entry)) ?? '';
    return rules === '' ? entry.title : `${entry.title} (${rules})`;
  });
  const entries = [
    ...titles,
    ...(saves.length > 0 ? [`Resume a saved game (${printable(where)})`] : []),
  ];
  say(`cardtable: pick a game\n${entries.map((entry, i) => `  ${i + 1}  ${entry}\n`).join('')}  q  Leave\n`);
  // a person is told the deal and the rules can be chosen; a pipe's text stays as the contract has it
  if (context.stdoutIsTerminal) {
    say('A deal number after the game picks that deal: 1 617 is FreeCell game #617.\n');
    say(wrappedQuestion(`${rulesHelp()}\n`));
  }
  for (;;) {
    const answer = ask(PROMPT);
    if (answer === null || answer === 'q' || answer === 'quit') return { kind: 'leave' };
    const [first = '', ...words] = answer.split(/\s+/);
    const index = Number(first) - 1;
    const entry = GAMES.find((g, i) => i === index || g.id === first);
    if (entry !== undefined) {
      const picked = pick(entry, words, kept(entry));
      if (!picked.ok) {
        // a pipe's text for a mistyped deal number stays as it was: its first line alone
        const lines = `${(context.stdoutIsTerminal ? picked.error : picked.error.slice(0, 1)).join('\n')}\n`;
        say(context.stdoutIsTerminal ? wrappedQuestion(lines) : lines);
        continue;
      }
      const { seed, options, rules } = picked.value;
      if (person && rules !== null) {
        const written = keepRules(folder, entry, rules);
        if (!written.ok) say(`The rules are not remembered for next time: ${written.error}\n`);
      }
      return { kind: 'play', entry, setup: await entry.load(), options: seed === undefined ? options : { ...options, seed } };
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

/** Keeps the rules picked for this game in the settings, beside the other games' and the layout. */
function keepRules(folder: string, entry: GameEntry, rules: readonly string[]): Result<void> {
  return updateSettings(settingsPath(folder), (settings) => ({ ...settings, rules: { ...settings.rules, [entry.id]: rules } }), folder);
}

/** The terminal's lines on picking rules: each game's example after its number. */
function rulesHelp(): string {
  const examples = GAMES.flatMap((entry, i) => (entry.menuRules === undefined ? [] : [`${i + 1} ${entry.menuRules.example}`]));
  return `Rules may follow, as in ${examples.join(', ')}.\nThey are kept for next time; spec (Cassino: normal) goes back to the plain rules.`;
}

/** What the words after the game pick: the deal (a number first), the game's options, and the rule words to keep (null: none were typed). */
interface Picked {
  readonly seed?: number;
  readonly options: Record<string, unknown>;
  readonly rules: readonly string[] | null;
}

/**
 * The deal and the rules the words after a game pick: `617`, `617 supermoves`,
 * `draw 3 vegas`. Without rule words, the rules kept from last time (none on a pipe;
 * kept words that no longer read are passed over). A refusal is its lines: one word
 * that is neither a deal nor a rule (`klondike x`) is refused as a deal number, as
 * before the menu read rules, and the rules' reason follows for a person to read.
 */
function pick(entry: GameEntry, words: readonly string[], kept: readonly string[]): Result<Picked, readonly string[]> {
  const [deal, ...rest] = words;
  const { min, max } = entry.seeds;
  const dealMessage = `A ${entry.title} deal number is a whole number from ${min} to ${max}.`;
  let seed: number | undefined;
  let rules = words;
  if (deal !== undefined && /^\d+$/.test(deal)) {
    seed = Number(deal);
    if (seed < min || seed > max) return fail([dealMessage]);
    rules = rest;
  }
  if (rules.length === 0) {
    const again = entry.menuRules?.options(kept);
    return ok({ ...(seed === undefined ? {} : { seed }), options: again?.ok === true ? again.value : {}, rules: null });
  }
  const options = entry.menuRules?.options(rules) ?? fail(`${entry.title} has no rules to pick in the menu`);
  if (options.ok) return ok({ ...(seed === undefined ? {} : { seed }), options: options.value, rules });
  return fail(seed === undefined && words.length === 1 ? [dealMessage, options.error] : [options.error]);
}

async function chooseSave(saves: readonly SaveListing[], ask: Ask, say: (text: string) => void, atTerminal: boolean): Promise<Choice | null> {
  const listed = await Promise.all(saves.map((listing) => describe(listing, atTerminal)));
  say(`Saved games:\n${saveListLines(listed, atTerminal ? screenWidth() : null).map((line) => `${line}\n`).join('')}`);
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
async function describe(listing: SaveListing, atTerminal: boolean): Promise<ListedSave> {
  const { name } = listing;
  if (!listing.save.ok) return { name, description: `cannot be resumed: ${printable(listing.save.error)}` };
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
  return { name, description: `${title}, ${moves} ${moves === 1 ? 'move' : 'moves'}${when}` };
}
