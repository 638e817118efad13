import { dealGame } from './src/games/freecell/deal.js';
import { hint } from './src/games/freecell/hint.js';
import { applyMove } from './src/games/freecell/rules.js';
let wins = 0, total = 0; const t0 = performance.now(); let hints = 0;
for (let d = 1; d <= 50; d++) {
  let line = [dealGame(d)];
  for (let i = 0; i < 400; i++) { const h = hint(line); hints++; if (!h.ok) break; const n = applyMove(line[line.length-1]!, h.value); if (!n.ok) throw 1; line.push(n.value); }
  const last = line[line.length-1]!; const home = last.homecells.reduce((s,p)=>s+p.length,0); total += home; if (home===52) wins++;
}
console.log({wins, avgHome: total/50, msPerHint: (performance.now()-t0)/hints});
