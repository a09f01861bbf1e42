import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Another live process holds the folder: its message is a sentence for the person starting this one. */
export class DataDirInUse extends Error {}

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but is another user's.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Claims the embedded database's folder for this process: two servers writing one PGlite folder would leave it
 * unreadable (PGlite itself does not refuse a second opener). A lock left by a process that is gone is taken over.
 * Returns the release, which removes the lock if it is still ours.
 */
export function lockDataDir(dataDir: string, pid = process.pid): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'server.lock');
  for (;;) {
    try {
      writeFileSync(file, String(pid), { flag: 'wx' });
      return () => {
        if (holder(file) === pid) rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const other = holder(file);
      if (other !== undefined && other !== pid && isRunning(other))
        throw new DataDirInUse(
          `The embedded database in ${dataDir} is in use by another Portside process (${other}). ` +
            'Stop it first, or give this one another folder with DATA_DIR.',
        );
      rmSync(file, { force: true });
    }
  }
}

function holder(file: string): number | undefined {
  try {
    const pid = Number(readFileSync(file, 'utf8').trim());
    return Number.isSafeInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}
