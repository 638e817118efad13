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

/** A block of `bytes` bytes, not cleared (what the caller writes before it reads; pages never written stay out of the process's memory). */
export function allocRaw(bytes: i32): usize {
  return heap.alloc(<usize>bytes);
}

export function release(at: usize): void {
  if (at !== 0) heap.free(at);
}

/** A block of `count` 32-bit entries holding the first `keep` entries of `old` (given back); the rest is not cleared. */
export function grown32(old: usize, keep: i32, count: i32): usize {
  const at = allocRaw(count << 2);
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

/** Copies a position key (52 bytes). */
// @ts-ignore: decorator
@inline export function copyKey(to: usize, from: usize): void {
  store<u64>(to, load<u64>(from));
  store<u64>(to, load<u64>(from, 8), 8);
  store<u64>(to, load<u64>(from, 16), 16);
  store<u64>(to, load<u64>(from, 24), 24);
  store<u64>(to, load<u64>(from, 32), 32);
  store<u64>(to, load<u64>(from, 40), 40);
  store<u32>(to, load<u32>(from, 48), 48);
}

/** Whether two position keys (52 bytes) are the same. */
// @ts-ignore: decorator
@inline export function sameKey(a: usize, b: usize): bool {
  return (
    load<u64>(a) === load<u64>(b) &&
    load<u64>(a, 8) === load<u64>(b, 8) &&
    load<u64>(a, 16) === load<u64>(b, 16) &&
    load<u64>(a, 24) === load<u64>(b, 24) &&
    load<u64>(a, 32) === load<u64>(b, 32) &&
    load<u64>(a, 40) === load<u64>(b, 40) &&
    load<u32>(a, 48) === load<u32>(b, 48)
  );
}
