/**
 * `cardtable` with no game: a menu to pick a game or resume a save. It reads from
 * the same input as the game it starts, so a piped session can begin with a choice.
 */
import { OutputClosed } from '../engine/output.js';
import { displayPath, listSaves, savesFolder, type SaveListing } from '../engine/save-file.js';
import { report, type Context } from './context.js';
import type { GameEntry } from '../engine/setup.js';
import { GAMES } from './games.js';
import { loadGame } from './load.js';
import { asker, decideEcho, openInput, runSession, type DisplayOptions } from './play.js';
import { startGame } from './start-game.js';

const PROMPT = 'Your choice: ';

type Choice =
  | { kind: 'play'; entry: GameEntry }
  | { kind: 'resume'; entry: GameEntry; save: SaveListing }
  | { kind: 'leave' };

export async function runMenu(options: DisplayOptions, context: Context): Promise<number> {
  const input = await openInput(context);
  const ask = asker(input, decideEcho(options, context), context);
  try {
    const choice = choose(ask, context);
    if (choice.kind === 'leave') return 0;
    const setup = await choice.entry.load();
    const start = choice.kind === 'play' ? startGame(choice.entry, setup, {}, context, ask) : loadGame(setup.game, choice.save.path, context);
    if (!start.ok) return report(context, start.error);
    return start.value === null ? 0 : await runSession(start.value, input, options, context);
  } catch (error) {
    if (error instanceof OutputClosed) return 0;
    throw error;
  }
}

function choose(askAsTyped: (question: string) => string | null, context: Context): Choice {
  const say = (text: string) => context.stdout.write(text);
  const ask = (question: string) => askAsTyped(question)?.toLowerCase() ?? null;
  const saves = listSaves(savesFolder(context.env, context.cwd));
  const entries = [
    ...GAMES.map((entry) => entry.title),
    ...(saves.length > 0 ? [`Resume a saved game (${saves.length} in ${displayPath(savesFolder(context.env, context.cwd), context.cwd)})`] : []),
  ];
  say(`cardtable: pick a game\n${entries.map((entry, i) => `  ${i + 1}  ${entry}\n`).join('')}  q  Leave\n`);
  for (;;) {
    const answer = ask(PROMPT);
    if (answer === null || answer === 'q' || answer === 'quit') return { kind: 'leave' };
    const index = Number(answer) - 1;
    const entry = GAMES.find((g, i) => i === index || g.id === answer);
    if (entry !== undefined) {
      return { kind: 'play', entry };
    } else if (saves.length > 0 && (index === GAMES.length || answer === 'resume')) {
      const resume = chooseSave(saves, ask, say);
      // null is back from the list (Enter, or the end of input, which the next prompt sees)
      if (resume !== null) return resume;
    } else {
      say(`Type a number from 1 to ${entries.length}, or q to leave.\n`);
    }
  }
}

function chooseSave(
  saves: readonly SaveListing[],
  ask: (prompt: string) => string | null,
  say: (text: string) => void,
): Extract<Choice, { kind: 'resume' }> | null {
  say(`Saved games:\n${saves.map((listing, i) => `  ${i + 1}  ${describe(listing)}\n`).join('')}`);
  for (;;) {
    const answer = ask('Resume which (Enter to go back)? ');
    if (answer === null || answer === '') return null;
    const listing = saves[Number(answer) - 1] ?? saves.find((s) => s.name.toLowerCase() === answer);
    if (listing === undefined) {
      say(`Type a number from 1 to ${saves.length}, or press Enter to go back.\n`);
      continue;
    }
    if (!listing.save.ok) {
      say(`${listing.name} cannot be resumed: ${listing.save.error}\n`);
      continue;
    }
    const { game } = listing.save.value;
    const entry = GAMES.find((g) => g.id === game);
    if (entry !== undefined) return { kind: 'resume', entry, save: listing };
    say(`${listing.name} is a game of ${game}, which this cardtable does not play.\n`);
  }
}

function describe(listing: SaveListing): string {
  if (!listing.save.ok) return `${listing.name}  (cannot be resumed: ${listing.save.error})`;
  const { game, moves, savedAt } = listing.save.value;
  const title = GAMES.find((g) => g.id === game)?.title ?? game;
  const when = savedAt === '' ? '' : `, saved ${savedAt.slice(0, 16).replace('T', ' ')} UTC`;
  return `${listing.name}  (${title}, ${moves.length} ${moves.length === 1 ? 'move' : 'moves'}${when})`;
}
