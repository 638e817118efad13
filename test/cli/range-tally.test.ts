/** A range's summary, added up deal by deal (src/cli/range-tally.ts): the same figures as from every deal kept, for any number of deals. */
import { describe, expect, it } from 'vitest';
import { RangeTally } from '../../src/cli/range-tally.js';

describe('RangeTally', () => {
  it('counts each answer, and names the first twenty deals of a kind, then "..."', () => {
    const tally = new RangeTally();
    expect([tally.solved, tally.worst, tally.average(), tally.unsolvable.listed(), tally.unknown.listed()]).toEqual([0, 0, 0, '0', '0']);
    tally.add('solved', 1, 90);
    tally.add('unsolvable', 2, 0);
    tally.add('solved', 3, 121);
    for (let deal = 4; deal <= 24; deal += 1) tally.add('unknown', deal, 0);
    expect(tally.solved).toBe(2);
    expect(tally.worst).toBe(121);
    expect(tally.average()).toBe(105.5);
    expect(tally.unsolvable.listed()).toBe('1 (2)');
    expect(tally.unknown.count).toBe(21);
    expect(tally.unknown.listed()).toBe(`21 (${Array.from({ length: 20 }, (_, i) => i + 4).join(', ')}, ...)`);
  });

  it('gives the worst and the average of a million solutions (more than a call\'s arguments may be: Math.max(...lengths) overflowed the stack)', () => {
    const tally = new RangeTally();
    let sum = 0;
    for (let deal = 1; deal <= 1_000_000; deal += 1) {
      const length = 70 + (deal * 7919) % 139;
      sum += length;
      tally.add('solved', deal, length);
    }
    expect(tally.solved).toBe(1_000_000);
    expect(tally.worst).toBe(208);
    expect(tally.average()).toBe(sum / 1_000_000);
  });
});
