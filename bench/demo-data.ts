import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { generateDemoData } from '../apps/api/src/demo/generate';
import { createDemoUsers, firstDayOf } from '../apps/api/src/demo/seed';
import { benchDatabase } from './support/bench-database';

/**
 * Demo data generation on PostgreSQL: `node --import tsx bench/demo-data.ts --items 1000000 [--url postgres://...]`.
 * Works in a new database on the server of --url (else TEST_DATABASE_URL), dropped at the end unless --keep.
 */
const { values } = parseArgs({
  options: {
    items: { type: 'string', default: '1000000' },
    years: { type: 'string', default: '6' },
    today: { type: 'string', default: '2026-03-15' },
    url: { type: 'string', default: process.env.TEST_DATABASE_URL },
    keep: { type: 'boolean', default: false },
  },
});
if (!values.url) throw new Error('Give --url postgres://... or set TEST_DATABASE_URL.');

const name = `portside_bench_${randomBytes(4).toString('hex')}`;
const { database, drop } = await benchDatabase(values.url, name);
try {
  const years = Number(values.years);
  await createDemoUsers(database.db, 'bench-hash', firstDayOf(values.today, years));
  const summary = await generateDemoData(database.db, {
    items: Number(values.items),
    years,
    seed: 1,
    today: values.today,
    passwordHash: 'bench-hash',
  });
  console.log(`${summary.items.toLocaleString('en-US')} items, ${years} years: ${summary.seconds.toFixed(1)} s`);
  console.table(Object.fromEntries(Object.entries(summary.rows).map(([table, rows]) => [table, { rows }])));
} finally {
  await database.close();
  if (values.keep) console.log(`Kept database ${name}.`);
  else await drop();
}
