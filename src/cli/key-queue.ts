/**
 * What was typed and not yet taken, in the order typed: the bytes as they came from
 * the terminal, decoded into keys by node:readline's decoder only as keys are wanted,
 * a slice at a time. So a paste of any size costs its bytes in memory and no more, and
 * the keyboard can read on (and see a Ctrl-C) while the keys before it are played.
 *
 * Plain characters typed together (a paste) can be taken as one key whose sequence
 * holds them all, so the line editor puts a pasted line in at once rather than a
 * character at a time. Carriage return then line feed (a pasted line's Windows ending)
 * is one Enter.
 *
 * A mouse report (xterm's SGR reporting, which the full screen turns on) is taken out of
 * the bytes before they are decoded (screen/mouse.ts) and waits in its turn among the
 * keys as a key named `mouse`; a report cut in two by the end of a read waits for its
 * rest.
 */
import { EventEmitter } from 'node:events';
import { emitKeypressEvents } from 'node:readline';
import type { Readable } from 'node:stream';
import { MOUSE_INTRODUCER, reportOf, splitMouse, type MouseEvent } from './screen/mouse.js';

/** A key as node:readline decodes it; a sequence of several plain characters is text typed together. */
export interface Key {
  readonly sequence: string;
  readonly name?: string | undefined;
  readonly ctrl?: boolean | undefined;
  readonly meta?: boolean | undefined;
  readonly shift?: boolean | undefined;
  /** What the mouse did, for a key named `mouse` (its sequence the report as sent). */
  readonly mouse?: MouseEvent | undefined;
}

const ESC = 0x1b;
const NOTHING = Buffer.alloc(0);
const ESCAPE_KEY: Key = { sequence: '\u001b', name: 'escape' };

/** How many bytes are decoded at a time. */
const SLICE = 4096;

/** A key that puts its sequence into a line as it is: a printable character (or several), with no Ctrl or Meta. */
export function isText(key: Key): boolean {
  if (key.ctrl === true || key.meta === true || key.sequence === '') return false;
  const first = key.sequence.charCodeAt(0);
  return first >= 0x20 && first !== 0x7f;
}

/** Decodes one printable ASCII character, which is a whole key whatever came before. */
const CHARACTERS = new EventEmitter();
emitKeypressEvents(CHARACTERS as unknown as Readable);
let decodedCharacter: Key | undefined;
CHARACTERS.on('keypress', (_text: string | undefined, key: Key | undefined) => {
  decodedCharacter = key;
});

/** A printable ASCII character as node:readline's decoder gives it (`y` named y, a space named space). */
function plainKey(character: string): Key {
  decodedCharacter = undefined;
  CHARACTERS.emit('data', Buffer.from(character, 'latin1'));
  return decodedCharacter ?? { sequence: character };
}

/** A byte that is a plain character on its own: printable ASCII. */
function isPlainByte(byte: number): boolean {
  return byte >= 0x20 && byte < 0x7f;
}

export class KeyQueue {
  /** The bytes not yet decoded, and the mouse's reports among them, in the order they came. */
  private bytes: (Buffer | Key)[] = [];
  /** The start of a mouse report at the end of the last bytes added: put before the next. */
  private partial: Buffer = NOTHING;
  private keys: Key[] = [];
  private decoder: EventEmitter = this.newDecoder();
  /** The last key decoded was a carriage return: a line feed right after it is part of the same Enter. */
  private afterReturn = false;
  private decoding = false;
  /** The runs of plain ASCII taken past the decoder. */
  private readonly passedBy = new WeakSet<Key>();
  /** The decoder holds no part of a key (no half of a character, no escape sequence begun). */
  private idle = true;
  /**
   * The keys the decoder made of a mouse report's start so far: a report whose Esc was
   * decoded before the rest of it came (the end of one read) comes through the decoder
   * as `ESC [ <` and a key a character, put together here.
   */
  private collecting: Key[] | null = null;

  /** `late` is told when the decoder gives a key of its own accord (a lone Esc, once its wait for more is over). */
  constructor(private readonly late: () => void) {}

  add(bytes: Buffer): void {
    if (bytes.length === 0) return;
    const chunk = this.partial.length > 0 ? Buffer.concat([this.partial, bytes]) : bytes;
    this.partial = NOTHING;
    if (!chunk.includes(ESC)) {
      this.bytes.push(chunk);
      return;
    }
    const { parts, partial } = splitMouse(chunk);
    for (const part of parts) this.bytes.push(Buffer.isBuffer(part) ? part : { sequence: part.sequence, name: 'mouse', mouse: part.mouse });
    this.partial = partial;
  }

  /** Whether nothing waits, decoded or not. */
  get empty(): boolean {
    return this.keys.length === 0 && this.bytes.length === 0;
  }

  /** Whether keys are decoded and waiting. */
  get decoded(): boolean {
    return this.keys.length > 0;
  }

  /** The next key alone (a character of a run of text too), decoding as much as it takes; undefined when nothing waits. */
  next(): Key | undefined {
    while (this.keys.length === 0 && this.bytes.length > 0) this.decodeSlice();
    const key = this.keys.shift();
    if (key === undefined || !this.passedBy.has(key)) return key;
    // a run taken past the decoder holds ASCII characters only: one at a time, each as the decoder names it
    if (key.sequence.length > 1) this.unreadPassedBy(key.sequence.slice(1));
    return plainKey(key.sequence[0] as string);
  }

  /** The next key decoded (none is decoded here), with the plain characters decoded after it joined to it as one key. */
  nextRun(): Key | undefined {
    const key = this.keys.shift();
    if (key === undefined || !isText(key) || this.keys.length === 0 || !isText(this.keys[0] as Key)) return key;
    let text = key.sequence;
    while (this.keys.length > 0 && isText(this.keys[0] as Key)) text += (this.keys.shift() as Key).sequence;
    return { sequence: text };
  }

  private unreadPassedBy(text: string): void {
    const run = { sequence: text };
    this.passedBy.add(run);
    this.keys.unshift(run);
  }

  /** Puts a key back in front, to be taken next. */
  unread(key: Key): void {
    this.keys.unshift(key);
  }

  /** Esc pressed alone, taken now when it is all that waits (the decoder would wait on a timer for the rest of a sequence). */
  loneEscape(): Key | undefined {
    const only = this.bytes[0];
    if (this.keys.length > 0 || this.bytes.length !== 1 || !Buffer.isBuffer(only) || only.length !== 1 || only[0] !== ESC) return undefined;
    this.bytes = [];
    return ESCAPE_KEY;
  }

  /**
   * Decodes the next slice of the bytes, never ending it on an Esc that has more after
   * it. Plain ASCII characters that come while the decoder is between keys (the bulk
   * of any paste) are taken as they are, a run at a time, without it.
   */
  decodeSlice(): void {
    const first = this.bytes[0];
    if (first === undefined) return;
    if (!Buffer.isBuffer(first)) {
      // a mouse report, decoded already
      this.bytes.shift();
      this.keys.push(first);
      this.afterReturn = false;
      return;
    }
    if (this.idle && isPlainByte(first[0] as number)) {
      let end = 1;
      while (end < first.length && end < SLICE && isPlainByte(first[end] as number)) end += 1;
      const run = { sequence: first.toString('latin1', 0, end) };
      this.passedBy.add(run);
      this.keys.push(run);
      this.afterReturn = false;
      if (end < first.length) this.bytes[0] = first.subarray(end);
      else this.bytes.shift();
      return;
    }
    let end = Math.min(first.length, SLICE);
    let slice = first.subarray(0, end);
    if (end < first.length) this.bytes[0] = first.subarray(end);
    else this.bytes.shift();
    if (slice[slice.length - 1] === ESC && Buffer.isBuffer(this.bytes[0])) {
      // the Esc's sequence goes on in what follows: decoded together, so the decoder does not time it out as Esc alone
      const next = this.bytes[0] as Buffer;
      end = Math.min(next.length, 16);
      slice = Buffer.concat([slice, next.subarray(0, end)]);
      if (end < next.length) this.bytes[0] = next.subarray(end);
      else this.bytes.shift();
    }
    this.decoding = true;
    const before = this.keys.length;
    try {
      this.decoder.emit('data', slice);
    } finally {
      this.decoding = false;
    }
    // between keys when the slice's last byte, a plain character, came out as a key of its own
    const last = this.keys.length > before ? this.keys[this.keys.length - 1] : undefined;
    const ending = slice[slice.length - 1] as number;
    this.idle = this.collecting === null && last !== undefined && isPlainByte(ending) && last.meta !== true && last.sequence === String.fromCharCode(ending);
  }

  /** Everything waiting is thrown away, and the decoder starts afresh. */
  clear(): void {
    this.bytes = [];
    this.partial = NOTHING;
    this.keys = [];
    this.afterReturn = false;
    this.idle = true;
    this.collecting = null;
    this.decoder.removeAllListeners();
    this.decoder = this.newDecoder();
  }

  private newDecoder(): EventEmitter {
    const decoder = new EventEmitter();
    // the decoder needs only a stream's events: nothing is ever read from this one
    emitKeypressEvents(decoder as unknown as Readable);
    decoder.on('keypress', (_text: string | undefined, key: Key | undefined) => {
      if (key === undefined || decoder !== this.decoder) return;
      const keys = this.collect(key);
      for (const each of keys) {
        const lineFeedOfReturn = this.afterReturn && each.name === 'enter';
        this.afterReturn = each.name === 'return';
        if (!lineFeedOfReturn) this.keys.push(each);
      }
      if (keys.length > 0 && !this.decoding) this.late();
    });
    return decoder;
  }

  /** The keys decoded, with a mouse report's made into one mouse key; none while a report may still be coming. */
  private collect(key: Key): readonly Key[] {
    const held = this.collecting;
    if (held === null) {
      if (key.sequence !== MOUSE_INTRODUCER) return [key];
      this.collecting = [key];
      return [];
    }
    const sequence = held.map((each) => each.sequence).join('') + key.sequence;
    if (/^[\d;]$/.test(key.sequence) && sequence.length < 24) {
      held.push(key);
      return [];
    }
    this.collecting = null;
    const report = reportOf(sequence);
    if (report !== null) return [{ sequence, name: 'mouse', mouse: report.mouse }];
    // not a report after all: the keys as decoded
    return [...held, ...this.collect(key)];
  }
}
