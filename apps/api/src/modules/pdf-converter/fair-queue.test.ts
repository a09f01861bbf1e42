import { describe, expect, it } from 'vitest';
import { fairQueue } from './fair-queue';

/** Lets the queue hand a freed slot on. */
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Tasks that end when the test says so, and record when they started. */
function tasks() {
  const started: string[] = [];
  const ends = new Map<string, () => void>();
  const task = (name: string) => () =>
    new Promise<string>((resolve) => {
      started.push(name);
      ends.set(name, () => resolve(name));
    });
  const end = async (name: string) => {
    ends.get(name)?.();
    await tick();
  };
  return { started, task, end };
}

describe('the readers queue', () => {
  it('runs as many tasks as it has slots; the others wait their turn', async () => {
    const queue = fairQueue({ slots: 2, perUser: 5, waiting: 5 });
    const { started, task, end } = tasks();
    const results = ['a', 'b', 'c'].map((name) => queue.run(1, task(name)));
    await tick();
    expect(started).toEqual(['a', 'b']);
    await end('a');
    expect(started).toEqual(['a', 'b', 'c']);
    await end('b');
    await end('c');
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c']);
  });

  it("gives a free slot to the user with the fewest tasks running, before another user's earlier files", async () => {
    const queue = fairQueue({ slots: 2, perUser: 5, waiting: 5 });
    const { started, task, end } = tasks();
    for (const name of ['a1', 'a2', 'a3', 'a4']) queue.run(1, task(name));
    queue.run(2, task('b1'));
    await tick();
    await end('a1');
    expect(started).toEqual(['a1', 'a2', 'b1']);
    await end('a2');
    expect(started).toEqual(['a1', 'a2', 'b1', 'a3']);
  });

  it('refuses at once a task beyond the share of its user or beyond the waiting room, and frees the share after', async () => {
    const queue = fairQueue({ slots: 1, perUser: 2, waiting: 2 });
    const { task, end } = tasks();
    expect(queue.run(1, task('a1'))).not.toBeNull();
    expect(queue.run(1, task('a2'))).not.toBeNull();
    expect(queue.run(1, task('a3'))).toBeNull();
    expect(queue.run(2, task('b1'))).not.toBeNull();
    expect(queue.run(3, task('c1'))).toBeNull();
    await tick();
    await end('a1');
    expect(queue.run(1, task('a3'))).not.toBeNull();
  });

  it('lends a free slot to a running task, not from its share; a task sent meanwhile waits until it is given back', async () => {
    const queue = fairQueue({ slots: 2, perUser: 2, waiting: 5 });
    const { started, task, end } = tasks();
    queue.run(1, task('a1'));
    await tick();
    const giveBack = queue.spare();
    expect(giveBack).not.toBeNull();
    expect(queue.spare()).toBeNull();
    expect(queue.run(1, task('a2'))).not.toBeNull();
    await tick();
    expect(started).toEqual(['a1']);
    giveBack?.();
    await tick();
    expect(started).toEqual(['a1', 'a2']);
    expect(queue.spare()).toBeNull();
    await end('a1');
    expect(queue.spare()).not.toBeNull();
  });

  it('frees the slot of a task that fails', async () => {
    const queue = fairQueue({ slots: 1, perUser: 5, waiting: 5 });
    await expect(queue.run(1, () => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    await expect(queue.run(1, async () => 'read')).resolves.toBe('read');
  });
});
