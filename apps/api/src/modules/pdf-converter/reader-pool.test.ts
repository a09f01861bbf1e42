import type { ScanProgress } from '@portside/contracts/manifests';
import { describe, expect, it } from 'vitest';
import { type ReaderLimits, type ReaderReply, readerPool } from './reader-pool';

const standIn = new URL('../../test/stand-in-reader.mjs', import.meta.url);
const megabytes = 1024 ** 2;
/** The production limits (read-text.ts) scaled down: seconds for minutes, and a stand-in reader's memory. */
const limits: ReaderLimits = {
  readers: 2,
  // Until a reader's first word: a stand-in started on a busy machine may take a second or more.
  fileMs: 10_000,
  scanPageMs: 2_000,
  scanTotalMs: 20_000,
  heapLimitMb: 64,
  memoryCapBytes: 400 * megabytes,
  keepBelowBytes: 150 * megabytes,
  keepScanningBelowBytes: 300 * megabytes,
};

/** What the stand-in is asked to do, as a request's bytes. */
const told = (what: { pages?: (number | null)[]; holdMb?: number }) => new TextEncoder().encode(JSON.stringify(what));
const pidOf = (reply: ReaderReply) => (reply as { pid?: number }).pid;

async function scan(pool: ReturnType<typeof readerPool>, what: Parameters<typeof told>[0], signal?: AbortSignal) {
  const progress: number[] = [];
  const onProgress = ({ page }: ScanProgress) => progress.push(page);
  const startedAt = performance.now();
  const reply = await pool.read({ data: told(what), scan: true }, { onProgress, signal });
  return { reply, progress, seconds: (performance.now() - startedAt) / 1000 };
}

describe('a scan read page by page', () => {
  it('reads a scan whose pages together take longer than a page is allowed', async () => {
    const { reply, progress, seconds } = await scan(readerPool(standIn, limits), { pages: Array(10).fill(300) });
    expect(pidOf(reply)).toBeGreaterThan(0);
    expect(progress).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(seconds).toBeGreaterThan(limits.scanPageMs / 1000);
  });

  it('cuts off a page that never ends after its own allowance, as a damaged file', async () => {
    const { reply, progress, seconds } = await scan(readerPool(standIn, limits), { pages: [100, null, 100] });
    expect(reply).toEqual({ failure: 'damaged' });
    expect(progress).toEqual([1, 2]);
    expect(seconds).toBeGreaterThan(limits.scanPageMs / 1000);
  });

  it('cuts off a scan whose pages each end in time but go on past the whole allowance', async () => {
    const pool = readerPool(standIn, { ...limits, scanTotalMs: 3_000 });
    const { reply, progress } = await scan(pool, { pages: Array(100).fill(200) });
    expect(reply).toEqual({ failure: 'damaged' });
    expect(progress.length).toBeGreaterThan(1);
    expect(progress.length).toBeLessThan(100);
  });

  it('gives the reading up when the uploader has gone', async () => {
    const gone = new AbortController();
    setTimeout(() => gone.abort(), 500);
    const { reply, progress } = await scan(readerPool(standIn, limits), { pages: Array(100).fill(200) }, gone.signal);
    expect(reply).toEqual({ failure: 'damaged' });
    expect(progress.length).toBeLessThan(100);
  });

  it('stops a reader that takes more memory than a reader may hold while it reads a scan', async () => {
    const { reply } = await scan(readerPool(standIn, limits), { holdMb: 500, pages: [null] });
    expect(reply).toEqual({ failure: 'tooHeavy' });
  });
});

describe('readers kept warm between files', () => {
  it('keeps a reader that read a scan for the next scan while it holds less than the scan figure, then replaces it', async () => {
    const pool = readerPool(standIn, limits);
    const first = pidOf((await scan(pool, { holdMb: 180 })).reply);
    // Some 230 MB resident: above what a text file's reader may keep, below a scan's.
    expect(pidOf((await scan(pool, {})).reply)).toBe(first);
    // Some 330 MB: replaced.
    expect(pidOf((await scan(pool, { holdMb: 100 })).reply)).toBe(first);
    expect(pidOf((await scan(pool, {})).reply)).not.toBe(first);
  });

  it('reads a scan again in a fresh reader, once, when the warm one passed the cap; a fresh one that passes it fails', async () => {
    const pool = readerPool(standIn, limits);
    const warm = pidOf((await scan(pool, { holdMb: 180 })).reply);
    // Some 230 MB kept and 200 more: over the 400 MB cap in the warm reader, some 250 MB in a fresh one.
    const again = await scan(pool, { holdMb: 200, pages: [300] });
    expect(pidOf(again.reply)).toEqual(expect.any(Number));
    expect(pidOf(again.reply)).not.toBe(warm);
    expect((await scan(pool, { holdMb: 500, pages: [300] })).reply).toEqual({ failure: 'tooHeavy' });
  });

  it('replaces a reader of a text file that holds more than the text figure, keeps one that holds less', async () => {
    const pool = readerPool(standIn, limits);
    const read = async (holdMb: number) => pidOf(await pool.read({ data: told({ holdMb }), part: 0, parts: 1 }));
    const light = await read(0);
    expect(await read(0)).toBe(light);
    expect(await read(180)).toBe(light);
    expect(await read(0)).not.toBe(light);
  });
});

describe("a reader's environment", () => {
  it("holds none of the server's secrets, only what a process needs", async () => {
    const secrets = ['DATABASE_URL', 'JWT_SECRET', 'METRICS_TOKEN', 'REDIS_URL'];
    const saved = secrets.map((name) => process.env[name]);
    for (const name of secrets) process.env[name] = `${name} of the server`;
    try {
      const { reply } = await scan(readerPool(standIn, limits), { pages: [10] });
      const environment = (reply as { environment?: string[] }).environment ?? [];
      expect(environment).toContain('PATH');
      expect(environment.filter((name) => secrets.includes(name))).toEqual([]);
    } finally {
      for (const [index, name] of secrets.entries()) {
        if (saved[index] === undefined) delete process.env[name];
        else process.env[name] = saved[index];
      }
    }
  });
});
