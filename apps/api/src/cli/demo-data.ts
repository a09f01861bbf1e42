import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openConfiguredDatabase } from '../db/client';
import { DemoDataExists, defaultDemo, generateDemoData, resetDemoData } from '../demo/generate';
import { createDemoUsers, demoPassword, firstDayOf } from '../demo/seed';
import { parseDay, todayInManila } from '../demo/time';
import { hashPassword } from '../modules/auth/passwords';

/**
 * `npm run demo-data -- --items N --years Y [--seed S] [--today YYYY-MM-DD] [--reset]`: fills the database of
 * DATABASE_URL (else the embedded one under DATA_DIR) with deterministic demo data; the demo users are created
 * when missing.
 */
const { values } = parseArgs({
  options: {
    items: { type: 'string', default: String(defaultDemo.items) },
    years: { type: 'string', default: String(defaultDemo.years) },
    seed: { type: 'string', default: String(defaultDemo.seed) },
    today: { type: 'string', default: todayInManila() },
    reset: { type: 'boolean', default: false },
  },
});

function positive(name: string, text: string): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) {
    console.error(`--${name} must be a whole number of at least 1 (got "${text}").`);
    process.exit(1);
  }
  return value;
}

const items = positive('items', values.items);
const years = positive('years', values.years);
const seed = positive('seed', values.seed);
const today = values.today;
try {
  parseDay(today);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const config = loadConfig();
const database = await openConfiguredDatabase(config);
try {
  await database.migrate();
  if (values.reset) await resetDemoData(database.db);
  const passwordHash = await hashPassword(demoPassword);
  await createDemoUsers(database.db, passwordHash, firstDayOf(today, years));
  let shown = 0;
  const summary = await generateDemoData(database.db, {
    items,
    years,
    seed,
    today,
    passwordHash,
    onProgress: (done) => {
      if (done - shown < 100_000 || !process.stdout.isTTY) return;
      shown = done;
      process.stdout.write(`\r${done.toLocaleString('en-US')} items ...`);
    },
  });
  if (shown > 0) process.stdout.write('\r');
  const where = database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)';
  console.log(
    `Demo data in ${where}: ${summary.items.toLocaleString('en-US')} items in ${summary.workOrders} work orders, ` +
      `${years} years up to ${today} (seed ${seed}), in ${summary.seconds.toFixed(1)} s.`,
  );
  console.table(
    Object.fromEntries(
      Object.entries(summary.rows)
        .filter(([, rows]) => rows > 0)
        .map(([table, rows]) => [table, { rows }]),
    ),
  );
  console.log(
    `Demo sign-ins: the role names (admin, commercial, ...) and the client accounts, password "${demoPassword}".`,
  );
} catch (error) {
  console.error(error instanceof DemoDataExists ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
