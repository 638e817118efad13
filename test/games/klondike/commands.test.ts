/**
 * Klondike's `hint` and `score` at the prompt, as a player meets them: `hint` agrees with
 * the "No moves left" line, names `auto` when it wins the game, and `score` prints the
 * score line in a game with scoring.
 */
import { describe, expect, it } from 'vitest';
import { startHistory } from '../../../src/engine/history.js';
import { MemoryOutput } from '../../../src/engine/output.js';
import { Session } from '../../../src/engine/session.js';
import { PLAIN } from '../../../src/engine/theme.js';
import { STUCK_LINE } from '../../../src/games/klondike/board.js';
import { dealGame } from '../../../src/games/klondike/deal.js';
import { klondike } from '../../../src/games/klondike/index.js';
import type { KlondikeMove, KlondikeRules, KlondikeState, KlondikeView } from '../../../src/games/klondike/state.js';
import { tempDir } from '../../helpers/cli.js';
import { SPEC, VEGAS3, deal } from '../../helpers/klondike.js';

type KlondikeSession = Session<KlondikeState, KlondikeMove, KlondikeView>;

function session(start: KlondikeState): { s: KlondikeSession; output: MemoryOutput } {
  const folder = tempDir();
  const output = new MemoryOutput();
  const s = new Session(klondike, startHistory<KlondikeState, KlondikeMove>(start), {
    output, theme: PLAIN, echo: false, savesFolder: `${folder}/saves`, cwd: folder,
  });
  return { s, output };
}

/** What one command printed. */
function said(s: KlondikeSession, output: MemoryOutput, line: string): string {
  output.text = '';
  s.prompt();
  output.text = '';
  s.handle(line);
  return output.text;
}

/**
 * The spec's game, seeds 4, 6 and 10, played by following the old rule-of-thumb hint up
 * to the first position the game calls stuck: there the hint went on answering `draw`
 * for 5 to 10 more turns (issue 13).
 */
const STUCK_LINES: readonly [number, string][] = [
  [4, 'T6 F0 T0 T6 T6 T0 draw D T5 draw draw draw D T0 D T1 draw draw draw draw D F1 T3 F1 T3 T1 T3 T4 draw draw D T1 draw draw draw D T6 D T4 D T6 draw D T0 draw draw draw draw D T1 D T3 T5 T3 T5 F2 T3 F2 T3 F1 T5 T3 T3 T5 T4 T3 T6 F1 draw draw D T3 draw draw draw D T4 D F2 draw D T0 draw draw draw D T3 T2 T3 draw D F2 T6 F2'],
  [6, 'T5 T0 T2 T6 T2 F0 draw draw draw draw D T1 draw draw draw D T5 D T0 draw draw D T4 T3 T4 T1 T3 T1 F1 D T1 draw draw D T5 D F2 T3 F2 T4 T5 T5 F2 draw draw draw draw D T1 draw draw draw draw D T0 draw D T5 D F1 T5 F1 draw draw draw draw D T1 T2 T1 T4 T2 T4 T6 draw draw D T0 T6 T0 draw D T0 T3 T0 T3 F2'],
  [10, 'T6 T5 T6 F0 T0 T1 T1 T0 draw draw draw draw T1 T4 D T1 draw D T6 T2 T6 T2 T5 T2 F1 draw draw draw draw draw D F2 draw draw draw D T0 draw D T0 D T3 T5 T3 T5 F2 D T0 T3 F2 draw draw draw draw D T1 draw draw D T0 T3 T0 T3 F3 T3 F1 T5 F1 T5 F3 D T3 T5 T3 T4 T0 T4 F1 T0 F3 draw D F1 D F2 draw draw draw D F2 draw D T4 draw draw D T3 draw draw draw draw D T3 T4 T3 T4 F2 T4 T5 D F2 draw draw draw D F2 draw draw draw D F2'],
];

/** The moves of a line as typed: `draw`, or a source and a target. */
function movesOf(line: string): string[] {
  const words = line.split(' ');
  const moves: string[] = [];
  for (let i = 0; i < words.length; i += 1) moves.push(words[i] === 'draw' ? 'draw' : `${words[i]} ${words[(i += 1)]}`);
  return moves;
}

describe('hint and "No moves left"', () => {
  it.each(STUCK_LINES)('agree once play is stuck (the spec\'s game, seed %i)', (seed, line) => {
    const { s, output } = session(dealGame(seed, SPEC));
    for (const move of movesOf(line)) expect(s.handle(move)).toBeNull();
    output.text = '';
    s.prompt();
    expect(output.text).toContain(`${STUCK_LINE}\n`);
    // the hint says what the board says, and so it does after every draw the old hint suggested
    expect(said(s, output, 'hint')).toBe(`${STUCK_LINE}\n`);
    for (let turn = 0; turn < 5; turn += 1) {
      said(s, output, 'draw');
      output.text = '';
      s.prompt();
      expect(output.text).toContain(`${STUCK_LINE}\n`);
      expect(said(s, output, 'hint')).toBe(`${STUCK_LINE}\n`);
    }
  });
});

describe('hint and auto', () => {
  const KINGS_AND_QUEENS = [
    'Foundation 0:[A♠, 2♠, 3♠, 4♠, 5♠, 6♠, 7♠, 8♠, 9♠, 10♠, J♠]',
    'Foundation 1:[A♥, 2♥, 3♥, 4♥, 5♥, 6♥, 7♥, 8♥, 9♥, 10♥, J♥]',
    'Foundation 2:[A♦, 2♦, 3♦, 4♦, 5♦, 6♦, 7♦, 8♦, 9♦, 10♦, J♦]',
    'Foundation 3:[A♣, 2♣, 3♣, 4♣, 5♣, 6♣, 7♣, 8♣, 9♣, 10♣, J♣]',
    'Tableau 0:[K♠, Q♥]',
    'Tableau 1:[K♥, Q♠]',
    'Tableau 2:[K♦, Q♣]',
    'Tableau 3:[K♣, Q♦]',
  ].join('\n');

  it.each<[string, KlondikeRules]>([['the spec\'s game', SPEC], ['draw 3, Vegas', VEGAS3]])('names auto first when it sends every card home (%s)', (_name, rules) => {
    const start = deal(rules.scoring === 'vegas' ? `${KINGS_AND_QUEENS}\nScore: 0` : KINGS_AND_QUEENS, rules);
    const { s, output } = session(start);
    expect(said(s, output, 'hint')).toMatch(/^Hint: auto\b/);
    expect(s.handle('auto')).toBe('over');
  });

  it('does not name auto when cards would be left over', () => {
    // the deck's K♣ lies on Q♣: auto sends the rest home and leaves both
    const start = deal(KINGS_AND_QUEENS.replace('Tableau 2:[K♦, Q♣]', 'Tableau 2:[K♦]').replace('Tableau 3:[K♣, Q♦]', 'Tableau 3:[Q♦]\nDeck:[Q♣, K♣]\nPass: 2'));
    const { s, output } = session(start);
    expect(said(s, output, 'hint')).toMatch(/^Hint: /);
    expect(said(s, output, 'hint')).not.toMatch(/^Hint: auto\b/);
    expect(s.handle('auto')).toBeNull();
  });
});

describe('score', () => {
  it('prints the score line in a game with scoring', () => {
    const { s, output } = session(dealGame(14, { draw: 3, scoring: 'vegas' }));
    expect(said(s, output, 'score')).toBe('Score: -52\n');
    expect(said(s, output, 'SCORE')).toBe('Score: -52\n');
  });

  it('says that a game without scoring keeps no score', () => {
    const { s, output } = session(dealGame(14, SPEC));
    expect(said(s, output, 'score')).toBe('This game keeps no score: start it with --scoring standard or --scoring vegas.\n');
  });
});
