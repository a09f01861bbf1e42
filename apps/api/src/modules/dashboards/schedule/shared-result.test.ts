import { describe, expect, it } from 'vitest';
import { sharedFor } from './shared-result';

describe('a result shared for a while', () => {
  it('computes once for concurrent readers and again once the time has passed', async () => {
    let clock = 1_000;
    let computations = 0;
    let finish: (value: number) => void = () => {};
    const shared = sharedFor(
      5_000,
      () => {
        computations++;
        return new Promise<number>((resolve) => {
          finish = resolve;
        });
      },
      () => clock,
    );
    const first = shared();
    const second = shared();
    expect(second.value).toBe(first.value);
    finish(1);
    expect(await Promise.all([first.value, second.value])).toEqual([1, 1]);
    clock += 4_999;
    expect(shared().computedAt).toBe(1_000);
    clock += 1;
    const later = shared();
    expect(later.computedAt).toBe(6_000);
    finish(2);
    expect(await later.value).toBe(2);
    expect(computations).toBe(2);
  });

  it('forgets a failed computation, so the next reader tries again', async () => {
    let fail = true;
    const shared = sharedFor(
      5_000,
      async () => {
        if (fail) throw new Error('database gone');
        return 'ok';
      },
      () => 0,
    );
    await expect(shared().value).rejects.toThrow('database gone');
    fail = false;
    expect(await shared().value).toBe('ok');
  });
});
