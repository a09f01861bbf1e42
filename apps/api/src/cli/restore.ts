import { parseArgs } from 'node:util';
import { BackupRefused, describeTables, megabytes, restoreDataDir } from '../db/backup';
import { bytesProgress, runTool, toolConfig } from './backup-terminal';

/**
 * `npm run restore -- FILE [--force]`: loads a file written by `npm run backup` into DATA_DIR, migrated to this
 * version. A DATA_DIR that holds a database is refused unless --force, which moves that database aside (kept beside
 * it) once the backup has been loaded and migrated in a folder of its own. The server must be stopped. On
 * DATABASE_URL it refuses and points to pg_restore (docs/operations.md, "Backups").
 */
await runTool(async () => {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { force: { type: 'boolean', default: false } },
  });
  const [file, ...extra] = positionals;
  if (!file || extra.length > 0) throw new BackupRefused('Name one file: npm run restore -- FILE [--force].');
  const config = toolConfig();
  const result = await restoreDataDir(config, file, {
    force: values.force,
    onStep: (step) => console.log(step),
    onBytes: bytesProgress(),
  });
  const { archive, migrations } = result;
  console.log(
    `Restored ${file} (${megabytes(archive.bytes)}${archive.gzip ? ', gzip' : ''}) into ${config.dataDir} in ` +
      `${result.seconds.toFixed(1)} s; ` +
      (migrations.added > 0
        ? `${migrations.added} migrations brought it up to date (it had ${migrations.before}).`
        : 'it was up to date.'),
  );
  for (const line of describeTables(result.tables)) console.log(line);
  if (result.previous) console.log(`The database that was there is in ${result.previous}: delete it once satisfied.`);
  console.log("Check the dashboards' rollups with: npm run rollups:rebuild -- --check");
});
