import { describe, expect, it } from 'vitest';
import { parseCommand } from '../../src/engine/commands.js';

describe('shared commands', () => {
  it.each([
    ['undo', { kind: 'undo' }],
    ['  UNDO ', { kind: 'undo' }],
    ['Redo', { kind: 'redo' }],
    ['hint', { kind: 'hint' }],
    ['HELP', { kind: 'help' }],
    ['quit', { kind: 'quit' }],
    ['Q', { kind: 'quit' }],
    ['save', { kind: 'save', name: null }],
    ['SAVE  my-game ', { kind: 'save', name: 'my-game' }],
    ['save ../x', { kind: 'save', name: '../x' }],
    ['T3 F0', { kind: 'move', text: 'T3 F0' }],
    ['  t3 f0 ', { kind: 'move', text: 't3 f0' }],
    ['saved', { kind: 'move', text: 'saved' }],
    ['quit now', { kind: 'move', text: 'quit now' }],
    ['', { kind: 'move', text: '' }],
  ])('%j is %j', (line, command) => {
    expect(parseCommand(line)).toEqual(command);
  });
});
