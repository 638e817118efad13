/** The context's outputs: whatever reaches stdout or stderr is escaped, whoever wrote it. */
import { describe, expect, it } from 'vitest';
import { outputs } from '../../src/cli/context.js';
import { MemoryOutput } from '../../src/engine/output.js';

describe('the outputs of the command line', () => {
  it('escape what reaches stdout and stderr; colours pass only the colour stdout, and the terminal\'s codes only controls', () => {
    const stdout = new MemoryOutput();
    const stderr = new MemoryOutput();
    const out = outputs(stdout, stderr);
    out.stdout.write('a\u001b[31mb\u0007\n');
    out.stderr.write('c\u001b]2;x\u0007\n');
    out.colourStdout.write('d\u001b[31me\u001b[39m\u001b[2J\n');
    out.controls.write('\u001b[2J\u001b[3J\u001b[H');
    expect(stdout.text).toBe('a\\x1b[31mb\\x07\nd\u001b[31me\u001b[39m\\x1b[2J\n\u001b[2J\u001b[3J\u001b[H');
    expect(stderr.text).toBe('c\\x1b]2;x\\x07\n');
  });
});
