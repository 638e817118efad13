/**
 * Questions a game at a terminal asks with one key, answered through the keyboard
 * (keyboard.ts), so that a key typed ahead answers them in its turn and no key is
 * echoed twice: the terminal stays in raw mode throughout and the answer is echoed here.
 */
import type { Output } from '../engine/output.js';
import type { SaveAnswer } from '../engine/terminal-extras.js';
import type { Key, Keyboard } from './keyboard.js';

/** The name a key goes by in an answer list: `y`, `n`, `escape`, `return`. */
function nameOf(key: Key): string {
  return key.name ?? key.sequence;
}

/** The key pressed after `question`, echoed when it is a letter or another visible character. */
export function readAnswerKey(keyboard: Keyboard, out: Output, question: string): Key {
  out.write(question);
  const key = keyboard.readKey(() => out.write(`\n${question}`));
  out.write(`${/^[\x21-\x7e]$/.test(key.sequence) ? key.sequence : ''}\n`);
  return key;
}

/** Asks until one of the answers' keys is pressed (any other key asks again, after `help`), and gives its answer. */
export function askKey<A>(keyboard: Keyboard, out: Output, question: string, answers: Readonly<Record<string, A>>, help: string): A {
  for (let asked = readAnswerKey(keyboard, out, question); ; asked = readAnswerKey(keyboard, out, `${help}\n${question}`)) {
    const name = nameOf(asked);
    if (Object.hasOwn(answers, name)) return answers[name] as A;
  }
}

export function askToSave(keyboard: Keyboard, out: Output, question: string): SaveAnswer {
  return askKey<SaveAnswer>(keyboard, out, question, { y: 'save', n: 'discard', escape: 'back' },
    'Press y to save the game, n to leave it unsaved, or Esc to go back to it.');
}

/** Shows `line` and waits for Enter; other keys are passed over (Ctrl-C still leaves). */
export function waitForEnter(keyboard: Keyboard, out: Output, line: string): void {
  out.write(line);
  for (;;) {
    const name = nameOf(keyboard.readKey(() => out.write(`\n${line}`)));
    if (name === 'return' || name === 'enter') break;
  }
  out.write('\n');
}
