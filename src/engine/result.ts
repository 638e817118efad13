/**
 * The answer to a user's request that may be refused: the value, or the reason why not.
 * A user's mistake comes back as a Result; only a bug throws.
 */
export type Result<T, E = string> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: E };

export function ok<T>(value: T): { readonly ok: true; readonly value: T } {
  return { ok: true, value };
}

export function fail<E = string>(error: E): { readonly ok: false; readonly error: E } {
  return { ok: false, error };
}
