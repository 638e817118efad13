import { describe, expect, it } from 'vitest';
import { COLOUR } from '../../src/engine/theme-colour.js';
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
