/** Cassino's part of `help`: its plays and commands, and its rules in brief. */

export const CASSINO_HELP = {
  moves: [
    '  7s 3h 4d      play a card from your hand and take the table cards named',
    '                (7♠ 3♥ 4♦ works too; Tc is 10♣; commas allowed)',
    '  7s            a card alone goes onto the table (always allowed)',
    '  s 1 4         the same by position: a s d f are your hand cards in Hand-line',
    '                order, 1 2 3 ... the table cards in Table-line order; mix freely',
    '  score         the scoreboard: this round\'s cards, spades and sweeps, and totals',
    '  log           every play so far',
  ].join('\n'),
  rules: [
    '  Play one card a turn, then draw while the deck lasts. A card captures table',
    '  cards that split into groups each summing to its value: a 9 takes 9, or 5+4,',
    '  or 9 and 6+3 at once, but not 8+2+8. On the table A is 1, J 11, Q 12, K 13;',
    '  in the hand an Ace is 14, the 2♠ 15 and the 10♦ 16. Taking the whole table is',
    '  a sweep. When the cards run out, the last to capture takes the rest.',
    '  Each round scores: a sweep 1, an Ace 1, the 10♦ 2, the 2♠ 1, most cards 1,',
    '  most spades 2 (a tie scores nothing). The first alone at the top with the',
    '  target (16 by default) wins; a tie at the top plays another round.',
  ].join('\n'),
};
