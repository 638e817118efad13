/**
 * A small program for the pseudo-terminal tests of the full screen's terminal layer
 * (test/cli/screen-modes.test.ts), run with tsx: the keyboard (keyboard.ts) with the
 * screen's modes (screen/modes.ts), and a frame (screen/frame.ts) saying the program's
 * pid, the last key or mouse event, and the window's size. `q` leaves, `e` throws an
 * error nobody catches; Ctrl-C, Ctrl-Z and the signals do what they do in the game.
 */
import { Keyboard } from '../../src/cli/keyboard.js';
import { Frame, FrameWriter } from '../../src/cli/screen/frame.js';
import { ScreenModes, writeToTerminal } from '../../src/cli/screen/modes.js';

const writer = new FrameWriter(writeToTerminal);
let said = 'ready';

function draw(): void {
  // whole each time, so that a test sees each line's text together (a change alone is written as its cells)
  writer.invalidate();
  const width = process.stdout.columns || 80;
  const height = process.stdout.rows || 24;
  const frame = new Frame(width, height);
  frame.put(0, 0, `screen taken by ${process.pid}`);
  frame.put(0, 1, said);
  frame.put(0, 2, `size ${width}x${height}`);
  writer.draw(frame);
}

function drawAgain(): void {
  writer.invalidate();
  draw();
}

const keyboard = new Keyboard({ interrupt: (status) => process.exit(status), continued: drawAgain, resized: drawAgain }, undefined, undefined, new ScreenModes());
keyboard.start();
draw();
keyboard.take((key) => {
  if (key.mouse !== undefined) said = `mouse ${key.mouse.kind} ${key.mouse.button} at ${key.mouse.x},${key.mouse.y}`;
  else if (key.sequence === 'q') {
    keyboard.stop();
    writeToTerminal('given back\r\n');
    process.exit(0);
  } else if (key.sequence === 'e') throw new Error('a bug on purpose');
  else said = `key ${key.name ?? key.sequence}`;
  draw();
});
