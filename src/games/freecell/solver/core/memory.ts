/**
 * Raw memory for the solver's core: blocks from the allocator (zeroed, as a new
 * typed array is in JavaScript), given back when an array grows or a search lets go
 * of a large store, and loads and stores of 8- and 32-bit entries at an index.
 */

/** A zeroed block of `bytes` bytes. */
export function alloc(bytes: i32): usize {
  const at = heap.alloc(<usize>bytes);
  memory.fill(at, 0, <usize>bytes);
  return at;
}

export function release(at: usize): void {
  if (at !== 0) heap.free(at);
}

/** A zeroed block of `count` 32-bit entries holding the first `keep` entries of `old` (given back). */
export function grown32(old: usize, keep: i32, count: i32): usize {
  const at = alloc(count << 2);
  if (old !== 0) {
    memory.copy(at, old, <usize>keep << 2);
    heap.free(old);
  }
  return at;
}

/** `count` 32-bit entries, each `value`. */
export function fill32(at: usize, value: i32, count: i32): void {
  for (let i = 0; i < count; i += 1) store<i32>(at + (<usize>i << 2), value);
}

// @ts-ignore: decorator
@inline export function ld32(at: usize, i: i32): i32 {
  return load<i32>(at + (<usize>i << 2));
}

// @ts-ignore: decorator
@inline export function st32(at: usize, i: i32, value: i32): void {
  store<i32>(at + (<usize>i << 2), value);
}

// @ts-ignore: decorator
@inline export function ld8(at: usize, i: i32): i32 {
  return <i32>load<u8>(at + <usize>i);
}

// @ts-ignore: decorator
@inline export function st8(at: usize, i: i32, value: i32): void {
  store<u8>(at + <usize>i, <u8>value);
}
