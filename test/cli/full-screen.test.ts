/**
 * The full screen at a real terminal (tmux: a terminal emulator whose cells, size and
 * modes a test can read): the alternate screen taken and the terminal given back on
 * every way out, a typed move, a move picked with the mouse, a Cassino capture by its
 * keys, a resize to 40x20 and back, Ctrl-Z and fg (under npx too), the win screen's
 * three choices, the hotseat's hand-over, and lines kept where they are asked for.
 * Every wait is for the screen.
 */
import { execFileSync } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/cli.js';
import { TmuxScreen } from '../helpers/tmux.js';

let screens: TmuxScreen[] = [];

function open(size = { width: 80, height: 24 }, env: Record<string, string> = {}, cwd?: string): TmuxScreen {
  const screen = new TmuxScreen(size, env, cwd);
  screens.push(screen);
  return screen;
}

afterEach(() => {
  for (const screen of screens) screen.close();
  screens = [];
});

const CARD = /(?:10|[2-9AJQK])[♠♥♦♣]/g;

function cardsOn(screen: string): string[] {
  return (screen.match(CARD) ?? []).sort();
}

/** Where `text` starts on the screen, counted from 0. */
function locate(screen: string, text: string, from = 0): { x: number; y: number } {
  const rows = screen.split('\n');
  for (let y = from; y < rows.length; y += 1) {
    const x = (rows[y] as string).indexOf(text);
    if (x >= 0) return { x: [...(rows[y] as string).slice(0, x)].length, y };
  }
  throw new Error(`${text} is not on the screen:\n${screen}`);
}

/** The terminal is as it was: the user's screen, the cursor shown, no mouse, line mode and echo back. */
async function givenBack(screen: TmuxScreen): Promise<void> {
  await screen.waitForShell();
  await screen.waitForMode('alternate_on', '0');
  expect(screen.mode('cursor_flag')).toBe('1');
  expect(screen.mode('mouse_any_flag')).toBe('0');
  expect(screen.mode('mouse_sgr_flag')).toBe('0');
  screen.command('stty -a | tr " " "\\n" | grep -xE -- "-?(icanon|echo)" | tr "\\n" " "; echo "<stty"');
  const shown = await screen.waitFor(/(?:-?icanon|-?echo) (?:-?icanon|-?echo) <stty/);
  expect(shown).toMatch(/(^|\s)icanon/);
  expect(shown).toMatch(/(^|\s)echo /);
  expect(shown).not.toMatch(/-icanon|-echo /);
}

async function freecellShown(screen: TmuxScreen): Promise<string> {
  const shown = await screen.waitFor('FreeCell game #1 · 0 moves');
  await screen.waitForMode('alternate_on', '1');
  return shown;
}

/** The pid of the program the shell runs in the pane. */
function programPid(screen: TmuxScreen): string {
  const shell = screen.mode('pane_pid');
  return execFileSync('pgrep', ['-n', '-P', shell], { encoding: 'utf8' }).trim();
}

describe('the full screen at a terminal', () => {
  it('takes the alternate screen and the mouse, and gives the terminal back on quit', async () => {
    const screen = open();
    screen.start(['freecell', '--seed', '1']);
    const shown = await freecellShown(screen);
    expect(shown).toContain('1/T0');
    expect(shown).toContain('Your move <from to>:');
    expect(screen.mode('mouse_sgr_flag')).toBe('1');
    screen.type('quit');
    screen.keys('Enter');
    await givenBack(screen);
    // the user's own screen is back: the command that started the game is on it
    expect(screen.screen()).toContain('cardtable.cjs');
  });

  it.each([
    ['Ctrl-C', (screen: TmuxScreen) => screen.keys('C-c')],
    ['SIGTERM', (screen: TmuxScreen) => execFileSync('kill', ['-TERM', programPid(screen)])],
    ['SIGHUP', (screen: TmuxScreen) => execFileSync('kill', ['-HUP', programPid(screen)])],
  ])('gives the terminal back on %s', async (_name, leave) => {
    const screen = open();
    screen.start(['freecell', '--seed', '1']);
    await freecellShown(screen);
    leave(screen);
    await givenBack(screen);
  });

  it('plays a typed move in place, lighting the piles it names as it is typed', async () => {
    const screen = open();
    screen.start(['freecell', '--seed', '1']);
    await freecellShown(screen);
    screen.type('T3 F0');
    await screen.waitFor('Your move <from to>: T3 F0');
    // the piles the line names are underlined, the others not
    const underlined = (label: string): boolean => new RegExp(`\\u001b\\[[0-9;]*;4m${label}|\\u001b\\[4m${label}|\\u001b\\[[0-9;]*;4;[0-9;]*m${label}`).test(screen.styled());
    expect(underlined('4/T3')).toBe(true);
    expect(underlined('a/F0')).toBe(true);
    expect(underlined('1/T0')).toBe(false);
    screen.keys('Enter');
    const shown = await screen.waitFor('FreeCell game #1 · 1 move');
    const f0 = locate(shown, 'a/F0');
    expect([...(shown.split('\n')[f0.y + 1] as string)].slice(f0.x).join('')).toMatch(/^6♥/);
    // the table stays in place: one board on the screen, not a transcript
    expect(shown.split('a/F0').length).toBe(2);
    screen.type('quit');
    screen.keys('Enter');
    await screen.waitFor('Save before quitting? [y/n]:');
    screen.type('n');
    await givenBack(screen);
  });

  it('picks a card with the mouse and plays it on a click on its target, writing the move as typed', async () => {
    const screen = open();
    screen.start(['freecell', '--seed', '1']);
    const shown = await freecellShown(screen);
    const t3 = locate(shown, '4/T3');
    const sixOfHearts = locate(shown, '6♥', t3.y);
    screen.click(sixOfHearts.x, sixOfHearts.y);
    const f0 = locate(shown, 'a/F0');
    screen.click(f0.x, f0.y);
    const after = await screen.waitFor('FreeCell game #1 · 1 move');
    expect([...(after.split('\n')[f0.y + 1] as string)].slice(f0.x).join('')).toMatch(/^6♥/);
    screen.keys('Up');
    await screen.waitFor('Your move <from to>: T3 F0');
    screen.keys('C-u');
    screen.type('quit');
    screen.keys('Enter');
    await screen.waitFor('Save before quitting? [y/n]:');
    screen.type('n');
    await givenBack(screen);
  });

  it('plays a card dragged onto its target', async () => {
    const screen = open();
    screen.start(['freecell', '--seed', '1']);
    const shown = await freecellShown(screen);
    const sixOfHearts = locate(shown, '6♥', locate(shown, '4/T3').y);
    const f1 = locate(shown, 'b/F1');
    screen.drag(sixOfHearts, f1);
    const after = await screen.waitFor('FreeCell game #1 · 1 move');
    expect([...(after.split('\n')[f1.y + 1] as string)].slice(f1.x).join('')).toMatch(/^6♥/);
    screen.keys('C-c');
    await givenBack(screen);
  });

  it('takes a Cassino capture picked with the mouse: the hand card, the table cards, the hand card again', async () => {
    const screen = open();
    screen.start(['cassino', '--players', 'Ann:human,Bob:computer', '--seed', '3']);
    const shown = await screen.waitFor('Ann, your move:');
    // the table's own heading, not the log's `Table:[...]` beside it
    const table = { y: shown.split('\n').findIndex((row) => /^Table\s*$/.test(row)) };
    const hand = locate(shown, 'Hand  Ann');
    const nine = locate(shown, '9♥', hand.y);
    screen.click(nine.x, nine.y);
    const three = locate(shown, '3♦', table.y);
    screen.click(three.x, three.y);
    const six = locate(shown, '6♠', table.y);
    screen.click(six.x, six.y);
    screen.click(nine.x, nine.y);
    await screen.waitFor('Ann plays 9♥ and takes 3♦, 6♠');
    screen.keys('Up');
    await screen.waitFor('Ann, your move: a 3 4');
    screen.keys('C-c');
    await givenBack(screen);
  });

  it('takes a Cassino capture typed with the hand key and the table numbers', async () => {
    const screen = open();
    screen.start(['cassino', '--players', 'Ann:human,Bob:computer', '--seed', '3']);
    await screen.waitFor('Ann, your move:');
    screen.type('a 3 4');
    screen.keys('Enter');
    await screen.waitFor('Ann plays 9♥ and takes 3♦, 6♠');
    screen.keys('C-c');
    await givenBack(screen);
  });

  it('shows Cassino\'s scoreboard one key away, keeping what is typed', async () => {
    const screen = open();
    screen.start(['cassino', '--players', 'Ann:human,Bob:computer', '--seed', '3']);
    await screen.waitFor('Ann, your move:');
    screen.type('a 3');
    await screen.waitFor('Ann, your move: a 3');
    screen.keys('C-g');
    const board = await screen.waitFor('Player');
    expect(board).toMatch(/Cards\s+Spades\s+Sweeps\s+Total/);
    expect(board).toContain('Ann, your move: a 3');
    screen.keys('C-g');
    await screen.waitFor((s) => !s.includes('Sweeps') && s.includes('Hand  Ann'), 'the table again');
    screen.type(' 4');
    screen.keys('Enter');
    await screen.waitFor('Ann plays 9♥ and takes 3♦, 6♠');
    screen.keys('C-c');
    await givenBack(screen);
  });

  it('plays lines pasted together in order', async () => {
    const screen = open();
    screen.start(['freecell', '--seed', '1']);
    await freecellShown(screen);
    screen.type('T3 F0\rT2 F1\rT1 F2\r');
    const shown = await screen.waitFor('FreeCell game #1 · 3 moves');
    const f0 = locate(shown, 'a/F0');
    expect(shown.split('\n')[f0.y + 1]).toMatch(/^6♥\s+2♥\s+9♣/);
    screen.keys('C-c');
    await givenBack(screen);
  });

  it('fits the table to a window resized to 40x20 and back, every card on the screen', async () => {
    const screen = open();
    screen.start(['freecell', '--seed', '1']);
    const wide = await freecellShown(screen);
    expect(cardsOn(wide)).toHaveLength(52);
    screen.resize({ width: 40, height: 20 });
    const narrow = await screen.waitFor((s) => s.split('\n').every((row) => [...row].length <= 40) && cardsOn(s).length === 52 && s.includes('Your move'), '52 cards within 40 columns');
    expect(cardsOn(narrow)).toEqual(cardsOn(wide));
    screen.resize({ width: 80, height: 24 });
    await screen.waitFor((s) => s.includes('1/T0') && cardsOn(s).length === 52 && s.includes('Your move'), 'the wide table again');
    screen.keys('C-c');
    await givenBack(screen);
  });

  it('gives the terminal back on Ctrl-Z and takes it again on fg, drawn whole', async () => {
    const screen = open();
    screen.start(['freecell', '--seed', '1']);
    await freecellShown(screen);
    screen.keys('C-z');
    await screen.waitFor('Stopped');
    await givenBack(screen);
    screen.command('fg');
    await screen.waitForMode('alternate_on', '1');
    const back = await screen.waitFor((s) => cardsOn(s).length === 52 && s.includes('Your move'), 'the table drawn again');
    expect(back).toContain('FreeCell game #1 · 0 moves');
    screen.keys('C-c');
    await givenBack(screen);
  });

  it('stops the whole job at one Ctrl-Z under npx', async () => {
    const screen = open({ width: 80, height: 24 }, {}, ROOT);
    screen.command(`CARDTABLE_SAVES=${screen.cwd} npx cardtable freecell --seed 1`);
    await freecellShown(screen);
    screen.keys('C-z');
    await screen.waitFor('Stopped');
    await givenBack(screen);
    screen.command('fg');
    await screen.waitFor((s) => cardsOn(s).length === 52 && s.includes('Your move'), 'the table drawn again');
    screen.keys('C-c');
    await givenBack(screen);
  });

  it('offers a new deal, the same deal again and quit when the game is won', async () => {
    const screen = open();
    screen.start(['freecell', '--seed', '1']);
    await freecellShown(screen);
    const win = async (): Promise<void> => {
      screen.type('solve');
      screen.keys('Enter');
      await screen.waitFor('Playing');
      // any key plays the rest at once
      screen.type('x');
      await screen.waitFor('n: a new deal · a: this deal again · q: quit');
    };
    await win();
    expect(screen.screen()).toMatch(/You won in \d+ moves\./);
    expect(screen.screen()).toMatch(/FreeCell: played 1/);
    screen.type('a');
    await screen.waitFor('FreeCell game #1 · 0 moves');
    await win();
    screen.type('n');
    const fresh = await screen.waitFor(/FreeCell game #(\d+) · 0 moves/);
    expect(fresh).not.toContain('FreeCell game #1 ·');
    const deal = (/FreeCell game #(\d+) · 0 moves/.exec(fresh) as RegExpExecArray)[1] as string;
    await win();
    screen.type('q');
    const after = await givenBack(screen).then(() => screen.screen());
    // the last result is printed on the user's own screen
    expect(after).toMatch(/You won in \d+ moves\./);
    expect(deal).not.toBe('1');
  });

  it('shows no hand at a hotseat hand-over, and the recap before the next hand', async () => {
    const screen = open();
    screen.start(['cassino', '--players', 'Ann:human,Bob:human', '--seed', '1']);
    const first = await screen.waitFor('Pass to Ann, then press Enter');
    expect(cardsOn(first)).toEqual([]);
    screen.keys('Enter');
    await screen.waitFor('Hand  Ann');
    screen.type('a');
    screen.keys('Enter');
    const handOver = await screen.waitFor('Pass to Bob, then press Enter');
    expect(handOver).not.toContain('Hand');
    expect(cardsOn(handOver)).toEqual([]);
    screen.keys('Enter');
    const bob = await screen.waitFor('Hand  Bob');
    expect(bob).toContain('Since your last turn:');
    screen.keys('C-c');
    await givenBack(screen);
  });

  it.each([
    ['--screen lines', ['--screen', 'lines'], {}],
    ['CARDTABLE_SCREEN=lines', [], { CARDTABLE_SCREEN: 'lines' }],
    ['TERM=dumb', [], { TERM: 'dumb' }],
  ])('keeps the lines with %s', async (_name, args, env) => {
    const screen = open();
    screen.start(['freecell', '--seed', '1', ...args], env);
    await screen.waitFor('Your move <from to>:');
    expect(screen.mode('alternate_on')).toBe('0');
    expect(screen.screen()).toContain('Tableau 0:[J♦, K♦, 2♠, 4♣, 3♠, 6♦, 6♠]');
    screen.type('quit');
    screen.keys('Enter');
    await screen.waitForShell();
  });
});
