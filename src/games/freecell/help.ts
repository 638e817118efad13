/** FreeCell's part of `help`: its moves and its rules in brief. */

export const FREECELL_HELP = {
  moves: [
    '  T3 F0         move the top card of one pile to another: F0-F3 are the free cells,',
    '                H0-H3 the home cells, T0-T7 the tableau piles (any case)',
  ].join('\n'),
  rules: [
    '  Move every card to the home cells, one card at a time.',
    '  Free cells hold one card each; any card may go into an empty one.',
    '  A home cell starts with an ace and takes the next card of the same suit;',
    '  nothing leaves a home cell.',
    '  On a tableau pile a card goes on the next higher card of the other colour',
    '  (red on black, black on red); any card goes on an empty pile.',
  ].join('\n'),
};
