import cluster from 'node:cluster';
import { buildApp } from '../app';
import type { Config } from '../config';
import { openConfiguredDatabase } from '../db/client';
import { withStandby } from '../db/standby';
import { processLog } from '../observability/process-log';
import { announce } from './announce';
import { prepareDatabase } from './prepare';
import { stopOnSignals } from './shutdown';

/**
 * One API process: the only one (it prepares the database first), or one of the cluster's workers (the primary
 * prepared it and prints the banner).
 */
export async function serve(config: Config) {
  const opened = await openConfiguredDatabase(config);
  const database =
    config.databaseReadUrl && config.databaseUrl
      ? await withStandby(
          opened,
          { primary: config.databaseUrl, standby: config.databaseReadUrl },
          config.readMaxLagSeconds,
        )
      : opened;
  const prepared = cluster.isWorker ? null : await prepareDatabase(config, database);
  const app = await buildApp({ config, database });
  stopOnSignals(config.shutdownSeconds, async () => {
    await app.close();
    await database.close();
  });
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    // The database is closed before leaving, so that the embedded one's folder opens cleanly next time.
    await app.close();
    await database.close();
    const taken = (error as NodeJS.ErrnoException).code === 'EADDRINUSE';
    processLog.error(
      taken
        ? `Port ${config.port} is already in use: stop what uses it, or choose another port with PORT.`
        : String(error),
      { err: error },
    );
    process.exit(1);
  }
  if (prepared) announce(config, prepared.lines);
}
