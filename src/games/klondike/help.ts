/** Klondike's part of `help`: its moves and its rules in brief, for both rule sets. */

export const KLONDIKE_HELP = {
  moves: [
    '  draw, d       turn the deck\'s top card onto the waste (--draw 3: three cards);',
    '                with the deck empty, turn the waste back into the deck',
    '  T2 T5         move cards: from D (the deck\'s face-up top card; the game without',
    '                --draw), W (the waste\'s top card; --draw 1 or 3), T0-T6 (a tableau',
    '                pile: the face-up run that fits the target) or F0-F3 (a foundation\'s',
    '                top card, onto the tableau; --draw 1 or 3), to T0-T6 or F0-F3;',
    '                F alone is the foundation that takes the card (T6 F)',
    '  T2 T5(3)      the same, naming how many cards to take from the tableau pile',
    '  auto          send home every card that can safely go',
    '  score         print the score (with --scoring)',
  ].join('\n'),
  rules: [
    '  Move every card to the four foundations, each built up by suit from its Ace',
    '  (any Ace starts any empty foundation), one card at a time.',
    '  On the tableau a card goes on the next higher card of the other colour',
    '  (red on black, black on red), with any cards on it; only a King goes onto an',
    '  empty pile. The card under a moved run turns face up.',
    '  Without --draw the deck\'s top card lies face up and plays from there; the',
    '  waste does not play, and nothing leaves a foundation.',
    '  With --draw 1 or 3 (Windows Solitaire) the deck lies face down, the waste\'s top',
    '  card plays, and a foundation\'s top card may come back onto the tableau.',
    '  --scoring standard: +5 waste to tableau, +10 to a foundation, +5 a card turned',
    '  up, -15 foundation to tableau, -100 a recycle in draw 1, -20 a recycle after',
    '  the third pass in draw 3, never below 0. --scoring vegas: -52 to deal, +5 a',
    '  card home, -5 a card back off a foundation; one pass in draw 1, three in draw 3.',
  ].join('\n'),
};
