export type FairQueueLimits = {
  /** Tasks that run at once. */
  slots: number;
  /** Tasks one user may have running or waiting. */
  perUser: number;
  /** Tasks that may wait for a slot, all users together. */
  waiting: number;
};

/**
 * Runs tasks on behalf of users on a few slots. A free slot goes to the waiting task whose user has the fewest tasks
 * running (the oldest among equals), so a user who sends many files does not hold back the next user's one.
 */
export function fairQueue(limits: FairQueueLimits) {
  const running = new Map<number, number>();
  const queue: { user: number; start: () => void }[] = [];
  let free = limits.slots;

  const runningOf = (user: number) => running.get(user) ?? 0;
  const enter = (user: number) => running.set(user, runningOf(user) + 1);
  const leave = (user: number) => {
    const left = runningOf(user) - 1;
    if (left > 0) running.set(user, left);
    else running.delete(user);
  };
  const heldBy = (user: number) => runningOf(user) + queue.filter((entry) => entry.user === user).length;

  function startNext() {
    let next = -1;
    queue.forEach((entry, index) => {
      const best = queue[next];
      if (!best || runningOf(entry.user) < runningOf(best.user)) next = index;
    });
    const [entry] = next < 0 ? [] : queue.splice(next, 1);
    if (!entry) {
      free += 1;
      return;
    }
    enter(entry.user);
    entry.start();
  }

  /** The task's result, or null at once when the user or the queue already holds its share. */
  function run<T>(user: number, task: () => Promise<T>): Promise<T> | null {
    if (heldBy(user) >= limits.perUser || (free === 0 && queue.length >= limits.waiting)) return null;
    let turn: Promise<void>;
    if (free > 0) {
      free -= 1;
      enter(user);
      turn = Promise.resolve();
    } else {
      turn = new Promise((start) => queue.push({ user, start }));
    }
    return turn.then(task).finally(() => {
      leave(user);
      startNext();
    });
  }

  /**
   * A free slot lent to a running task (a second reader for a long file), or null when none is free (then no task
   * waits either). Not counted in its user's share. The function returned gives it back.
   */
  function spare(): (() => void) | null {
    if (free === 0) return null;
    free -= 1;
    return startNext;
  }

  /** Tasks running (the slots taken, lent ones included) and waiting: the readers' queue in the metrics. */
  const load = () => ({ running: limits.slots - free, waiting: queue.length });

  return { run, spare, load };
}
