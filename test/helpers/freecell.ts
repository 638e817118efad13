/** Small helpers for FreeCell positions in tests. */
import { parseCard, type Card } from '../../src/engine/card.js';
import { parseBoard } from '../../src/games/freecell/board.js';
import type { FreeCellState } from '../../src/games/freecell/state.js';

export function card(text: string): Card {
  const parsed = parseCard(text);
  if (parsed === undefined) throw new Error(`not a card: ${text}`);
  return parsed;
}

export function board(text: string): FreeCellState {
  const parsed = parseBoard(text);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value;
}

/** The spec's first board (spec/freecell.txt, "Examples of legal moves"). */
export const SPEC_BOARD = `Freecell 0:[]
Freecell 1:[]
Freecell 2:[]
Freecell 3:[]
Homecell 0:[]
Homecell 1:[]
Homecell 2:[]
Homecell 3:[]
Tableau 0:[A♠, K♠, 8♠, Q♦, 9♥, 10♣, 8♥]
Tableau 1:[10♦, J♠, 6♠, 4♠, 2♣, 6♦, J♦]
Tableau 2:[5♠, 7♦, J♥, A♥, Q♣, 5♦, Q♠]
Tableau 3:[6♥, 3♥, 4♦, 5♣, A♣, 2♠, K♣]
Tableau 4:[3♣, 7♠, 10♠, 9♣, J♣, 5♥]
Tableau 5:[6♣, 8♣, 3♠, K♦, 9♦, 4♥]
Tableau 6:[4♣, 9♠, 10♥, 7♣, 8♦, 2♥]
Tableau 7:[A♦, 2♦, 7♥, Q♥, K♥, 3♦]
`;

/** The board after the spec's three legal moves (T3 F0, T3 T7, T3 H0). */
export const SPEC_BOARD_AFTER = `Freecell 0:[K♣]
Homecell 0:[A♣]
Tableau 0:[A♠, K♠, 8♠, Q♦, 9♥, 10♣, 8♥]
Tableau 1:[10♦, J♠, 6♠, 4♠, 2♣, 6♦, J♦]
Tableau 2:[5♠, 7♦, J♥, A♥, Q♣, 5♦, Q♠]
Tableau 3:[6♥, 3♥, 4♦, 5♣]
Tableau 4:[3♣, 7♠, 10♠, 9♣, J♣, 5♥]
Tableau 5:[6♣, 8♣, 3♠, K♦, 9♦, 4♥]
Tableau 6:[4♣, 9♠, 10♥, 7♣, 8♦, 2♥]
Tableau 7:[A♦, 2♦, 7♥, Q♥, K♥, 3♦, 2♠]
`;

/** The FreeCell board lines with every card home but the K♠, which lies on Tableau 0: one move from a win. */
export function oneMoveFromWin(): string {
  const home = (suit: string, top: string) => {
    const ranks = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
    return ranks.slice(0, ranks.indexOf(top) + 1).map((rank) => `${rank}${suit}`).join(', ');
  };
  return [
    'Freecell 0:[]', 'Freecell 1:[]', 'Freecell 2:[]', 'Freecell 3:[]',
    `Homecell 0:[${home('♠', 'Q')}]`, `Homecell 1:[${home('♥', 'K')}]`, `Homecell 2:[${home('♦', 'K')}]`, `Homecell 3:[${home('♣', 'K')}]`,
    'Tableau 0:[K♠]', ...[1, 2, 3, 4, 5, 6, 7].map((i) => `Tableau ${i}:[]`),
  ].join('\n');
}
