/**
 * Frames of cells and their drawing (screen/frame.ts): only the changes are written,
 * in few bytes; a full redraw on demand; wide characters take two cells.
 */
import { describe, expect, it } from 'vitest';
import { Frame, FrameWriter, sgr, styleCode } from '../../../src/cli/screen/frame.js';

const ESC = '\u001b';

function writer(): { writer: FrameWriter; written: string[] } {
  const written: string[] = [];
  return { writer: new FrameWriter((text) => written.push(text)), written };
}

function frameOf(lines: readonly string[], width = 20, height = 4): Frame {
  const frame = new Frame(width, height);
  lines.forEach((line, y) => frame.put(0, y, line));
  return frame;
}

describe('a frame', () => {
  it('holds text a cell a column, clipped at its edge', () => {
    const frame = frameOf(['T3 F0', 'a much longer line than the frame'], 10, 2);
    expect(frame.lines()).toEqual(['T3 F0', 'a much lon']);
  });

  it('gives a wide character two cells, and a mark that combines none', () => {
    const frame = new Frame(6, 1);
    expect(frame.put(0, 0, '漢x')).toBe(3);
    expect(frame.chars.slice(0, 3)).toEqual(['漢', '', 'x']);
    frame.put(3, 0, 'e\u0301');
    expect(frame.chars[3]).toBe('e\u0301');
    // a wide character that would not fit in the last column leaves a space
    frame.put(5, 0, '漢');
    expect(frame.chars[5]).toBe(' ');
  });

  it('makes a space of the other half of a wide character it writes over', () => {
    const frame = new Frame(4, 1);
    frame.put(0, 0, '漢');
    frame.put(1, 0, 'x');
    expect(frame.text(0)).toBe(' x');
  });
});

describe('drawing frames', () => {
  it('clears the screen and writes everything the first time, blanks left out', () => {
    const { writer: w, written } = writer();
    w.draw(frameOf(['ab', '', 'cd']));
    expect(written.join('')).toBe(`${ESC}[2J${ESC}[Hab${ESC}[3Hcd`);
  });

  it('writes only the cell that changed, with the shortest cursor move', () => {
    const { writer: w, written } = writer();
    w.draw(frameOf(['T3 F0', 'hello world']));
    written.length = 0;
    const bytes = w.draw(frameOf(['T3 F1', 'hello world']));
    expect(written.join('')).toBe(`${ESC}[1;5H1`);
    expect(bytes).toBe(7);
    // nothing changed: nothing written
    expect(w.draw(frameOf(['T3 F1', 'hello world']))).toBe(0);
  });

  it('writes over a short gap of cells unchanged rather than moving, and moves over a long one', () => {
    const { writer: w, written } = writer();
    w.draw(frameOf(['abcdefghijklmnop']));
    written.length = 0;
    w.draw(frameOf(['Xbcdefghijklmnop']));
    w.draw(frameOf(['XbcYefghijklmnop']));
    w.draw(frameOf(['XbcYefghijklmnoZ']));
    // the cursor's place is known after each write: back to the line's start, then forward 2 cells, then 11
    expect(written).toEqual(['\rX', `${ESC}[2CY`, `${ESC}[11CZ`]);
    written.length = 0;
    w.draw(frameOf(['1bc2efghijklmno3']));
    expect(written).toEqual([`\r1bc2${ESC}[11C3`]);
  });

  it('changes the style only where it changes, and back to plain at the end of the run', () => {
    const red = styleCode({ fg: 'red' });
    const { writer: w, written } = writer();
    const frame = new Frame(10, 1);
    frame.put(0, 0, '7♥', red);
    frame.put(3, 0, '8♣');
    w.draw(frame);
    expect(written.join('')).toBe(`${ESC}[2J${ESC}[H${ESC}[31m7♥${ESC}[m 8♣`);
  });

  it('finds the fewest codes from one style to another', () => {
    expect(sgr(0, styleCode({ bold: true, fg: 'red' }))).toBe(`${ESC}[1;31m`);
    expect(sgr(styleCode({ bold: true, fg: 'red' }), styleCode({ fg: 'red' }))).toBe(`${ESC}[22m`);
    expect(sgr(styleCode({ dim: true, bold: true }), styleCode({ dim: true }))).toBe(`${ESC}[0;2m`);
    expect(sgr(styleCode({ inverse: true }), styleCode({ underline: true }))).toBe(`${ESC}[0;4m`);
    expect(sgr(styleCode({ fg: 'red' }), styleCode({ fg: 'blue' }))).toBe(`${ESC}[34m`);
    expect(sgr(styleCode({ fg: 'red', bold: true, underline: true }), 0)).toBe(`${ESC}[m`);
  });

  it('writes a wide character whole when either of its cells changed', () => {
    const { writer: w, written } = writer();
    w.draw(frameOf(['ab漢c']));
    written.length = 0;
    w.draw(frameOf(['ab字c']));
    // from after the c, 3 cells back
    expect(written).toEqual([`${ESC}[3D字`]);
  });

  it('draws everything again after invalidate, and when the size changes', () => {
    const { writer: w, written } = writer();
    w.draw(frameOf(['ab']));
    w.invalidate();
    w.draw(frameOf(['ab']));
    w.draw(frameOf(['ab'], 30, 5));
    expect(written).toEqual([`${ESC}[2J${ESC}[Hab`, `${ESC}[2J${ESC}[Hab`, `${ESC}[2J${ESC}[Hab`]);
  });

  it('shows the cursor where the frame has it, and hides it when the frame has none', () => {
    const { writer: w, written } = writer();
    const frame = frameOf(['> t3']);
    frame.cursor = { x: 4, y: 0 };
    w.draw(frame);
    expect(written.pop()).toBe(`${ESC}[2J${ESC}[H> t3${ESC}[?25h`);
    const typed = frameOf(['> t3 ']);
    typed.cursor = { x: 5, y: 0 };
    w.draw(typed);
    // the space is unchanged on the screen (blank either way): only the cursor moves
    expect(written.pop()).toBe(`${ESC}[C`);
    w.draw(frameOf(['> t3']));
    expect(written.pop()).toBe(`${ESC}[?25l`);
  });

  it('counts every byte written', () => {
    const { writer: w, written } = writer();
    w.draw(frameOf(['7♥ 8♣']));
    w.draw(frameOf(['7♥ 9♣']));
    expect(w.bytes).toBe(written.reduce((sum, text) => sum + Buffer.byteLength(text), 0));
  });
});
