/**
 * Several searches on one deal, taking turns, the first to finish answering (what
 * Freecell Solver calls soft threads). Each is the same best-first search (search.ts)
 * with its own weights, so each visits the positions in its own order: a deal that
 * one order finds hard, another often solves at once.
 *
 * The schedule (the host's schedule.ts): the first search alone for its opening turn
 * (most deals end there), then every search in turn, a fixed number of expansions
 * each. A search other than the first stops for good when it has made its share of
 * expansions, so that a deal with no solution costs little more than the first
 * search's proof: that proof, or any search that runs out of positions to expand,
 * says unsolvable (each search is complete). The budget counts the positions of all
 * of them. One card a move, a rescue search (counting a run's move as one) joins the
 * turns once the first has made `rescueAfter` expansions.
 */
import { loadRoot } from './layout';
import { alloc, ld8, release, st8 } from './memory';
import { NONE, Search } from './search';

@final @unmanaged
export class Portfolio {
  /** The searches (pointers), the rescue last. */
  searches: usize = 0;
  count: i32 = 0;
  /** How many searches the schedule names (the rescue aside). */
  weighted: i32 = 0;
  opening: i32 = 0;
  turnLength: i32 = 0;
  share: i32 = 0;
  /** The rescue's start (expansions of the first search), or -1: none. */
  rescueAfter: i32 = -1;
  /** For the deal at hand: which searches have begun, and which have had their share (a byte each). */
  started: usize = 0;
  stopped: usize = 0;
  /** Positions stored by the searches of the last `solve`. */
  positions: i32 = 0;

  /**
   * `count` sets of nine weights at `weights` (the rescue's last when rescueAfter >= 0),
   * one card a move or not.
   */
  init(weights: usize, count: i32, opening: i32, turn: i32, share: i32, rescueAfter: i32, oneCard: bool): void {
    const rescue = oneCard && rescueAfter >= 0;
    const searches = rescue ? count : rescueAfter >= 0 ? count - 1 : count;
    this.weighted = rescueAfter >= 0 ? count - 1 : count;
    this.count = searches;
    this.opening = opening;
    this.turnLength = turn;
    this.share = share;
    this.rescueAfter = rescue ? rescueAfter : -1;
    this.searches = alloc(searches * sizeof<usize>());
    this.started = alloc(searches);
    this.stopped = alloc(searches);
    for (let i = 0; i < searches; i += 1) {
      const search = new Search();
      // the rescue counts each move as one
      search.init(weights + <usize>(i * 9 * 4), true, i < this.weighted ? oneCard : false);
      store<usize>(this.searches + <usize>i * sizeof<usize>(), changetype<usize>(search));
    }
  }

  dispose(): void {
    for (let i = 0; i < this.count; i += 1) this.search(i).dispose();
    release(this.searches);
    release(this.started);
    release(this.stopped);
    heap.free(changetype<usize>(this));
  }

  // @ts-ignore: decorator
  @inline private search(i: i32): Search {
    return changetype<Search>(load<usize>(this.searches + <usize>i * sizeof<usize>()));
  }

  /** Positions stored by the searches begun. */
  private used(): i32 {
    let sum = 0;
    for (let i = 0; i < this.count; i += 1) if (ld8(this.started, i) !== 0) sum += this.search(i).positions;
    return sum;
  }

  /** Search i's turn of up to `expansions`: its answer, or NONE to go on. */
  private turn(i: i32, expansions: i32, maxPositions: i32, deadline: f64): i32 {
    const search = this.search(i);
    let allowed = expansions;
    if (i >= this.weighted) {
      // the rescue, once it is due
      if (this.search(0).expanded < this.rescueAfter) return NONE;
    } else if (i > 0 && ld8(this.started, i) !== 0) {
      allowed = min(expansions, this.share - search.expanded);
      // this search has had its share: the others go on
      if (allowed <= 0) {
        st8(this.stopped, i, 1);
        return NONE;
      }
    }
    if (ld8(this.started, i) === 0) {
      search.begin(loadRoot());
      st8(this.started, i, 1);
    }
    return search.run(allowed, maxPositions - (this.used() - search.positions), deadline);
  }

  /** Solves from the position in the layout (layout.ts; loaded afresh for each search that starts, and its safe moves home made). */
  solve(maxPositions: i32, deadline: f64): i32 {
    const count = this.count;
    memory.fill(this.started, 0, <usize>count);
    memory.fill(this.stopped, 0, <usize>count);
    let outcome = this.turn(0, this.opening, maxPositions, deadline);
    while (outcome === NONE) {
      for (let i = 0; i < count && outcome === NONE; i += 1) {
        if (ld8(this.stopped, i) === 0) outcome = this.turn(i, this.turnLength, maxPositions, deadline);
      }
    }
    this.positions = this.used();
    for (let i = 0; i < count; i += 1) if (ld8(this.started, i) !== 0) this.search(i).end();
    return outcome;
  }
}
