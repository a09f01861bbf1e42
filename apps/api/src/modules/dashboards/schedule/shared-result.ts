/** A value computed at most once per `ttlMs`, and its age. */
export type Shared<T> = { value: Promise<T>; computedAt: number };

/**
 * Keeps the result of `compute` for `ttlMs`: callers within that time get the same promise, so readers arriving
 * while it is being computed wait for that one computation instead of starting their own. A failed computation is
 * forgotten at once (the next caller tries again). `now` is the clock (tests pass their own).
 */
export function sharedFor<T>(ttlMs: number, compute: () => Promise<T>, now: () => number = () => Date.now()) {
  let current: Shared<T> | undefined;
  const read = (): Shared<T> => {
    const time = now();
    if (!current || time - current.computedAt >= ttlMs) {
      const entry: Shared<T> = { value: compute(), computedAt: time };
      entry.value.catch(() => {
        if (current === entry) current = undefined;
      });
      current = entry;
    }
    return current;
  };
  /** Computed again at the next call (what it was computed from changed). */
  read.clear = () => {
    current = undefined;
  };
  return read;
}
