import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openConfiguredDatabase } from './db/client';
import { demoPassword, seedDemo } from './demo/seed';
import { writeMissingSitePages } from './modules/site/content';

const config = loadConfig();
const database = await openConfiguredDatabase(config);
await database.migrate();
if (config.demo) console.log('Opening the demo database (a first start generates six years of demo data first) ...');
const seeded = config.demo ? await seedDemo(database.db) : null;
// The public site's own text, for every page and language that has none yet (an admin's text is kept).
await writeMissingSitePages(database.db);

const webDist = config.webDist ?? join(dirname(fileURLToPath(import.meta.url)), '../../web/dist');
const app = await buildApp({ config: { ...config, webDist }, database });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await app.close();
    await database.close();
    process.exit(0);
  });
}

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  // The database is closed before leaving, so that the embedded one's folder opens cleanly next time.
  await app.close();
  await database.close();
  const taken = (error as NodeJS.ErrnoException).code === 'EADDRINUSE';
  console.error(
    taken ? `Port ${config.port} is already in use: stop what uses it, or choose another port with PORT.` : error,
  );
  process.exit(1);
}

const url = `http://localhost:${config.port}`;
const lines = [
  '',
  `Portside is running at ${url}  (API documentation: ${url}/api/docs)`,
  `Database: ${database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'}`,
];
if (seeded) {
  const data = seeded.data;
  lines.push(
    data
      ? `Demo data created in ${data.seconds.toFixed(1)} s: ${data.items.toLocaleString('en-US')} items in ${data.workOrders} work orders, ` +
          `${data.rows.billing_invoices.toLocaleString('en-US')} invoices, ${data.rows.official_receipts.toLocaleString('en-US')} receipts, ` +
          `${data.rows.users.toLocaleString('en-US')} client accounts.`
      : 'Demo data kept from the previous start.',
    `Demo sign-ins (password "${demoPassword}"): ${seeded.usernames.join(', ')}`,
  );
}
console.log(lines.join('\n'));
