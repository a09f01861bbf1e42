import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase } from '../apps/api/src/db/client';
import { generateDemoData } from '../apps/api/src/demo/generate';
import { createDemoUsers, firstDayOf } from '../apps/api/src/demo/seed';

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
const admin = async (statement: string) => {
  const client = new pg.Client({ connectionString: values.url });
  await client.connect();
  await client.query(statement);
  await client.end();
};
const url = new URL(values.url);
url.pathname = `/${name}`;

await admin(`create database ${name}`);
const database = await openDatabase({ url: url.toString() });
try {
  await database.migrate();
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
  else await admin(`drop database ${name} with (force)`);
}
