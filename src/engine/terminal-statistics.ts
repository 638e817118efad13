/**
 * The statistics at a terminal (a pipe never comes here): each game recorded when it is
 * over or left, and the status line's score. In a rule set that keeps a bankroll across
 * games (Klondike's Vegas scoring) the score says the bankroll so far, this game's score
 * in it: `Score -47 · bankroll -$99`. The statistics are read once, for the first status
 * line that needs them, and then follow what each game recorded here wrote.
 */
import type { AnySetup } from './setup.js';
import { formatBankroll, recordFor, type Statistics } from './statistics.js';
import { readStatistics, recordGame, statsPath, type ShowPath } from './stats-file.js';
import type { TerminalExtras } from './terminal-extras.js';

export function statisticsExtras(setup: AnySetup, savesFolder: string, show: ShowPath): Pick<TerminalExtras<unknown>, 'score' | 'record'> {
  let known: Statistics | null = null;
  // the game last recorded: its score is in the bankroll already
  let recorded: unknown;
  const banked = (key: string): number => {
    known ??= readStatistics(statsPath(savesFolder), show).stats;
    return recordFor(known, key)?.bankroll ?? 0;
  };
  return {
    score: (state) => {
      const score = setup.score?.(state) ?? null;
      const tally = setup.tally(state);
      if (score === null || tally?.score === undefined) return score;
      const bankroll = banked(tally.key) + (state === recorded ? 0 : tally.score);
      return `${score} · bankroll ${formatBankroll(bankroll)}`;
    },
    record: (state, moves, elapsedMs, shown, identity) => {
      const tally = setup.tally(state);
      if (tally === null) return [];
      const outcome = {
        key: tally.key, won: tally.won, moves, elapsedMs, id: identity.id, assisted: identity.assisted, peeked: identity.peeked,
        ...(tally.score === undefined ? {} : { score: tally.score }),
      };
      const { lines, record, written } = recordGame(savesFolder, outcome, show);
      if (written !== null) {
        known = written;
        recorded = state;
      }
      return shown ? lines : lines.filter((line) => line !== record);
    },
  };
}
