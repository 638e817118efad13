import { describe, expect, it } from 'vitest';
import { COLOUR } from '../../src/engine/theme-colour.js';
import { asciiSuits, decideAscii } from '../../src/engine/ascii.js';
import { decideColour, PLAIN } from '../../src/engine/theme.js';
import { card } from '../helpers/freecell.js';

describe('colour', () => {
  it.each([
    // flag, env, stdout is a terminal, colour
    [undefined, {}, true, true],
    [undefined, {}, false, false],
    [true, {}, false, true],
    [false, {}, true, false],
    [undefined, { NO_COLOR: '1' }, true, false],
    [undefined, { NO_COLOR: '' }, true, true],
    [true, { NO_COLOR: '1' }, false, true],
    [undefined, { FORCE_COLOR: '1' }, false, true],
    [undefined, { FORCE_COLOR: '' }, false, true],
    [undefined, { FORCE_COLOR: '0' }, true, false],
    [undefined, { FORCE_COLOR: 'false' }, true, false],
    [undefined, { FORCE_COLOR: '1', NO_COLOR: '1' }, false, true],
    [false, { FORCE_COLOR: '1' }, true, false],
    [undefined, { TERM: 'dumb' }, true, false],
    [undefined, { TERM: 'xterm' }, true, true],
    [true, { TERM: 'dumb' }, true, true],
    [undefined, { TERM: 'dumb', FORCE_COLOR: '1' }, true, true],
  ] as const)('flag %s, env %j, terminal %s: %s', (flag, env, terminal, expected) => {
    expect(decideColour(flag, env, terminal)).toBe(expected);
  });

  it('colours red cards red, and nothing when plain', () => {
    const coloured = COLOUR;
    expect(coloured.card(card('10h'))).toBe('\u001b[31m10♥\u001b[39m');
    expect(coloured.card(card('ad'))).toBe('\u001b[31mA♦\u001b[39m');
    expect(coloured.card(card('ks'))).toBe('K♠');
    expect(PLAIN.card(card('10h'))).toBe('10♥');
  });
});

describe('letter suits', () => {
  it.each([
    // flag, env, stdout is a terminal, letters
    [undefined, {}, true, false],
    [undefined, { LANG: 'C' }, true, false],
    [undefined, { LANG: 'POSIX' }, true, false],
    [undefined, { LANG: 'en_US.UTF-8' }, true, false],
    [undefined, { LANG: 'fi_FI.utf8' }, true, false],
    [undefined, { LANG: 'en_US' }, true, false],
    [undefined, { LANG: 'en_US.ISO-8859-1' }, true, true],
    [undefined, { LANG: 'fi_FI.ISO-8859-15@euro' }, true, true],
    [undefined, { LC_ALL: 'en_US.UTF-8', LANG: 'en_US.ISO-8859-1' }, true, false],
    [undefined, { LC_CTYPE: 'ru_RU.KOI8-R', LANG: 'en_US.UTF-8' }, true, true],
    [undefined, { LC_ALL: '', LANG: 'en_US.ISO-8859-1' }, true, true],
    [undefined, { CARDTABLE_ASCII: '1' }, true, true],
    [undefined, { CARDTABLE_ASCII: '0', LANG: 'en_US.ISO-8859-1' }, true, false],
    [true, {}, true, true],
    [false, { CARDTABLE_ASCII: '1' }, true, false],
    // never on a pipe
    [true, { CARDTABLE_ASCII: '1', LANG: 'en_US.ISO-8859-1' }, false, false],
  ] as const)('flag %s, env %j, terminal %s: %s', (flag, env, terminal, expected) => {
    expect(decideAscii(flag, env, terminal)).toBe(expected);
  });

  it('writes each suit as the letter it is typed with', () => {
    expect(asciiSuits('Tableau 0:[10♣, A♠, 7♥, Q♦]')).toBe('Tableau 0:[10C, AS, 7H, QD]');
  });
});
