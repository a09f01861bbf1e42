// A reader process for the reader pool's tests (reader-pool.test.ts): its request's bytes are JSON saying what to do,
// `pages` the time each page takes (null: a page that never ends) and `holdMb` memory to take and keep. It tells each
// page it starts when asked a scan, as the real reader does, and answers with its process id and the names of its
// environment's variables.
const held = [];
process.on('disconnect', () => process.exit(0));
process.on('message', async ({ data, scan }) => {
  const { pages = [], holdMb = 0 } = JSON.parse(Buffer.from(data).toString());
  held.push(Buffer.alloc(holdMb * 1024 ** 2, 1));
  for (const [index, ms] of pages.entries()) {
    if (scan) process.send({ progress: { page: index + 1, pages: pages.length } });
    if (ms === null) return;
    await new Promise((resolve) => setTimeout(resolve, ms));
  }
  process.send({ pages: [], pid: process.pid, environment: Object.keys(process.env) });
});
