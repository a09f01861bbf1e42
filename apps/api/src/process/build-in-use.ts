import { rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * Marks the build folder a server runs from (`entry`, its real path) with the process's id, so that a later build
 * (scripts/build-api.mjs) does not prune it while the server lives; the mark goes when the process ends.
 */
export function markBuildInUse(entry: string) {
  const mark = join(dirname(entry), `running-${process.pid}`);
  try {
    writeFileSync(mark, '');
    process.once('exit', () => rmSync(mark, { force: true }));
  } catch {
    // A read-only build folder: nothing prunes it either.
  }
}
