import type { Config } from '../config';
import type { Database } from '../db/client';
import { demoPassword, seedDemo } from '../demo/seed';
import { writeMissingSitePages } from '../modules/site/content';
import { processLog } from '../observability/process-log';

export type Prepared = { lines: string[] };

/**
 * What runs once before the API serves, in the one process or the cluster's primary before it starts the workers:
 * the migrations, the demo data (embedded database outside production), the public site's missing pages.
 */
export async function prepareDatabase(config: Config, database: Database): Promise<Prepared> {
  await database.migrate();
  if (config.demo)
    processLog.info('Opening the demo database (a first start generates six years of demo data first) ...');
  const seeded = config.demo ? await seedDemo(database.db) : null;
  // The public site's own text, for every page and language that has none yet (an admin's text is kept).
  await writeMissingSitePages(database.db);
  const lines = [
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
  return { lines };
}
