/** Whether a command at a terminal takes the full screen (screen/wanted.ts). */
import { describe, expect, it } from 'vitest';
import { fullScreenWanted, type ScreenChoice } from '../../../src/cli/screen/wanted.js';

const XTERM = { TERM: 'xterm-256color' };

function wanted(env: Record<string, string>, option?: ScreenChoice, stdinIsTerminal = true, stdoutIsTerminal = true): boolean {
  return fullScreenWanted({ env, stdinIsTerminal, stdoutIsTerminal }, option);
}

describe('fullScreenWanted', () => {
  it('is the default at a terminal', () => {
    expect(wanted(XTERM)).toBe(true);
    expect(wanted(XTERM, 'full')).toBe(true);
  });

  it('is never wanted through a pipe or into a file, whichever way in or out, whatever is asked', () => {
    expect(wanted(XTERM, 'full', false, true)).toBe(false);
    expect(wanted(XTERM, 'full', true, false)).toBe(false);
    expect(wanted({ ...XTERM, CARDTABLE_SCREEN: 'full' }, undefined, false, false)).toBe(false);
  });

  it('is not wanted at a terminal that can only print text: TERM dumb, empty or unset', () => {
    expect(wanted({ TERM: 'dumb' }, 'full')).toBe(false);
    expect(wanted({ TERM: '' })).toBe(false);
    expect(wanted({})).toBe(false);
  });

  it('--screen lines and CARDTABLE_SCREEN=lines choose lines; the option wins over the variable', () => {
    expect(wanted(XTERM, 'lines')).toBe(false);
    expect(wanted({ ...XTERM, CARDTABLE_SCREEN: 'lines' })).toBe(false);
    expect(wanted({ ...XTERM, CARDTABLE_SCREEN: ' Lines ' })).toBe(false);
    expect(wanted({ ...XTERM, CARDTABLE_SCREEN: 'lines' }, 'full')).toBe(true);
    expect(wanted({ ...XTERM, CARDTABLE_SCREEN: 'full' }, 'lines')).toBe(false);
    // a value that is no choice leaves the default
    expect(wanted({ ...XTERM, CARDTABLE_SCREEN: 'fancy' })).toBe(true);
  });
});
