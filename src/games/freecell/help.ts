/** FreeCell's part of `help`: its moves and its rules in brief. */

export const FREECELL_HELP = {
  moves: [
    '  T3 F0         move the top card of one pile to another: F0-F3 are the free cells,',
    '                H0-H3 the home cells (H alone: the one that takes the card),',
    '                T0-T7 the tableau piles (any case; t3f0 works too)',
    '  3a  a8  5h    the same in standard notation: columns 1-8, free cells a-d, h home',
    '  T2 T7(3)      with --supermoves, a run moves between tableau piles as one move',
    '  auto          send home every card that can safely go, as one move',
    '  solve         play the rest of the game out, move by move (if it can be won)',
  ].join('\n'),
  rules: [
    '  Move every card to the home cells, one card at a time.',
    '  Free cells hold one card each; any card may go into an empty one.',
    '  A home cell starts with an ace and takes the next card of the same suit;',
    '  nothing leaves a home cell.',
    '  On a tableau pile a card goes on the next higher card of the other colour',
    '  (red on black, black on red); any card goes on an empty pile.',
    '  --supermoves: a run moves as one move, up to (1 + empty free cells) x',
    '  2^(empty piles other than the target) cards. --autoplay: after each move the',
    '  cards that are safe go home by themselves (undo takes them back with it).',
  ].join('\n'),
};
