import { parseArgs } from 'node:util';
import { BackupRefused, backupDataDir, describeTables, megabytes } from '../db/backup';
import { bytesProgress, runTool, toolConfig } from './backup-terminal';

/**
 * `npm run backup -- FILE [--force]`: writes the embedded database under DATA_DIR to FILE (a tar file of PGlite's data
 * directory, gzip-compressed when FILE ends in .gz or .tgz); --force replaces an existing FILE. The server must be
 * stopped. On DATABASE_URL it refuses and points to pg_dump (docs/operations.md, "Backups").
 */
await runTool(async () => {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { force: { type: 'boolean', default: false } },
  });
  const [file, ...extra] = positionals;
  if (!file || extra.length > 0)
    throw new BackupRefused('Name one file: npm run backup -- FILE [--force] (e.g. portside-backup.tar.gz).');
  const config = toolConfig();
  const result = await backupDataDir(config, file, {
    force: values.force,
    onStep: (step) => console.log(step),
    onBytes: bytesProgress(),
  });
  console.log(
    `Backed up the embedded database in ${config.dataDir} to ${result.file}: ${megabytes(result.bytes)}` +
      `${result.gzip ? ' (gzip)' : ''} in ${result.seconds.toFixed(1)} s.`,
  );
  for (const line of describeTables(result.tables)) console.log(line);
  console.log(`Restore it with: npm run restore -- ${result.file}`);
});
