import { Agent, get } from 'node:http';

/**
 * Median and 95th percentile of `runs` calls made one after another, after `warm` calls that warm the caches, the
 * plans and the JIT and are not counted. `call` makes one request and answers its status once the whole body has
 * arrived.
 */
export async function timeCalls(call: () => Promise<number>, { runs = 12, warm = 3 } = {}) {
  const samples: number[] = [];
  let status = 0;
  for (let run = 0; run < warm + runs; run++) {
    const t0 = performance.now();
    status = await call();
    if (run >= warm) samples.push(performance.now() - t0);
  }
  samples.sort((a, b) => a - b);
  return {
    status,
    median: samples[Math.floor(samples.length / 2)] ?? 0,
    p95: samples[Math.floor(samples.length * 0.95)] ?? 0,
  };
}

// One kept-alive connection, as a browser keeps one to its server.
const agent = new Agent({ keepAlive: true, maxSockets: 8 });

/**
 * A GET of the server at `address`, its body read whole: the status. Node's own HTTP client, which costs less than
 * fetch's layers, so that what is timed is the server's work.
 */
export function fetchStatus(address: string, path: string, authorization: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = get(`${address}${path}`, { agent, headers: { authorization } }, (response) => {
      response.on('data', () => undefined);
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

/** Times each labelled call (30 runs after 20 warm ones) and prints a table of medians beside `budgetMs`. */
export async function printTimesAgainst(budgetMs: number, calls: [string, () => Promise<number>][]) {
  const table: Record<string, string | number>[] = [];
  for (const [label, call] of calls) {
    const result = await timeCalls(call, { runs: 30, warm: 20 });
    table.push({
      call: label,
      status: result.status,
      'median ms': Number(result.median.toFixed(1)),
      'p95 ms': Number(result.p95.toFixed(1)),
      'budget ms': budgetMs,
      within: result.median <= budgetMs ? 'yes' : 'NO',
    });
  }
  console.table(table);
}
