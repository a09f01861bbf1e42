import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openConfiguredDatabase } from '../db/client';
import { rebuildRollups, rollupDrift } from '../db/rollups/rebuild';

/**
 * `npm run rollups:rebuild [-- --check]`: recomputes the dashboards' rollups from the items of DATABASE_URL (else
 * the embedded database under DATA_DIR) in one transaction; with --check, only says whether they are exact.
 */
const { values } = parseArgs({ options: { check: { type: 'boolean', default: false } } });
const config = loadConfig();
const database = await openConfiguredDatabase(config);
try {
  await database.migrate();
  if (values.check) {
    const drift = await rollupDrift(database.db);
    for (const { table, rows } of drift) console.log(`${table} differs from the items, e.g.:`, rows.slice(0, 3));
    console.log(drift.length === 0 ? 'Every rollup equals a from-scratch aggregation of the items.' : '');
    process.exitCode = drift.length === 0 ? 0 : 1;
  } else {
    const started = performance.now();
    await rebuildRollups(database.db);
    console.log(`Rollups rebuilt from the items in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  }
} finally {
  await database.close();
}
