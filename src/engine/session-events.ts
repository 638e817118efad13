/**
 * What a session tells the front end that presents it, and what it asks.
 *
 * The session (session-core.ts) writes nothing itself: it says what happened and what
 * to show through a SessionOutput (the board as a seat sees it, the lines for the
 * person), and it asks a question by yielding it from a generator, the answer coming
 * back as the generator's next value. A front end drives the generators
 * (session-drive.ts) and presents the events its own way: the pipe and the line terminal
 * print them as text (text-printer.ts), a full screen draws them in place. No game knows
 * which front end is in use.
 */
import type { Seat } from './game.js';
import type { Layout } from './terminal-extras.js';

/** What a message is, so that a front end may show each kind its own way (the text printer prints them all alike). */
export type MessageKind =
  /** a play's log line (and the opening lines, `Playing T3 F0` of a sequence, what redo plays again) */
  | 'log'
  /** a move or command refused, or something that could not be done */
  | 'refusal'
  /** a hint, or why there is none */
  | 'hint'
  /** anything else the person is told: a save's outcome, a game command's text, an aside */
  | 'info'
  /** the game's result, when it is over */
  | 'result'
  /** `help`'s block of text */
  | 'help'
  /** after a hand-over, what was played since that person's last turn */
  | 'recap'
  /** the statistics' lines for a game recorded */
  | 'record';

/** The status of the game at a terminal, as the status line shows it (terminal-extras.ts, statusLine). */
export interface Status {
  /** The game as the status line names it: "FreeCell game #1, supermoves". */
  readonly describe: string;
  readonly moves: number;
  /** The time played in this game, its earlier sittings included. */
  readonly playedMs: number;
  readonly score: string | null;
}

/**
 * Why the board is shown: before a person's prompt (`turn`, also when it is drawn again
 * after a suspension), after each move a sequence played for the person (`played`), or
 * as the game ends (`over`).
 */
export type BoardMoment = 'turn' | 'played' | 'over';

/** The table as one seat sees it, when it changed or must be shown again. */
export interface BoardShown<V> {
  readonly view: V;
  readonly seat: number;
  /** At a terminal, the status; null on a pipe. */
  readonly status: Status | null;
  /** The layout the person chose with `view` (always `lines` on a pipe). */
  readonly layout: Layout;
  readonly moment: BoardMoment;
}

/** Where a session's events go: a front end. */
export interface SessionOutput<V> {
  /** The table changed (or must be shown again). */
  board(shown: BoardShown<V>): void;
  /** One line (or, for help and a game command's text, a block of lines) for the person, without a final newline, already made printable. */
  message(text: string, kind: MessageKind): void;
  /** The input ended (Ctrl-D, the end of a pipe) while a prompt waited: the prompt's line is finished. */
  inputEnded(): void;
}

/** A question the session needs answered before it can go on. */
export type Question =
  /** A game with moves not saved is being left: `Save before quitting? [y/n]: `. */
  | { readonly kind: 'save'; readonly text: string }
  /** Shows the line and waits for the person (Cassino's "Press Enter for round 2"). */
  | { readonly kind: 'pause'; readonly text: string }
  /** Another person comes to the keyboard (a hotseat): "Pass to Ann, then press Enter". */
  | { readonly kind: 'hand-over'; readonly seat: Seat }
  /** A sequence (FreeCell's `solve`) has just played this move and shown the board: a front end that animates may pause. */
  | { readonly kind: 'step'; readonly move: string }
  /** The game is over (its result said): a front end that offers more asks what next. */
  | { readonly kind: 'over'; readonly result: string };

/** Each question's possible answers. */
export interface Answers {
  readonly save: 'save' | 'discard' | 'back';
  readonly pause: 'ok';
  readonly 'hand-over': 'ok';
  /** Go on at the front end's pace, or play the rest of the sequence at once. */
  readonly step: 'go on' | 'finish';
  /** A new deal with the same rules, the same deal again from its start, or leave. */
  readonly over: 'new' | 'again' | 'quit';
}

export type Answer = Answers[keyof Answers];

export type AnswerTo<Q extends Question> = Answers[Q['kind']];

/** A session's step that may ask questions on its way, and returns R. */
export type Asking<R> = Generator<Question, R, Answer>;

const VALID: { readonly [K in keyof Answers]: readonly Answers[K][] } = {
  save: ['save', 'discard', 'back'],
  pause: ['ok'],
  'hand-over': ['ok'],
  step: ['go on', 'finish'],
  over: ['new', 'again', 'quit'],
};

/** Asks one question (`const answer = yield* ask(question)`); an answer it does not take is a front end's bug. */
export function* ask<Q extends Question>(question: Q): Asking<AnswerTo<Q>> {
  const answer = yield question;
  if (!(VALID[question.kind] as readonly Answer[]).includes(answer)) {
    throw new Error(`${JSON.stringify(answer)} does not answer a ${question.kind} question`);
  }
  return answer as AnswerTo<Q>;
}
