import { randomUUID } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join, resolve } from 'node:path';

/** Another live process holds the folder: its message is a sentence for the person starting this one. */
export class DataDirInUse extends Error {}

/** The folders this process holds: a second opener in the same process is refused too. */
const held = new Set<string>();

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but is another user's.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** The lock's text, or undefined when it is gone meanwhile (any other failure to read it is an error). */
function readLock(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

const holderOf = (text: string) => {
  const pid = Number(text.split(' ')[0]);
  return Number.isSafeInteger(pid) && pid > 0 ? pid : undefined;
};

/** Removes the stale lock read as `text`, unless another process replaced it meanwhile (then it is put back). */
function removeStale(file: string, text: string) {
  const aside = `${file}.stale.${randomUUID()}`;
  try {
    renameSync(file, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  if (readLock(aside) !== text) {
    try {
      linkSync(aside, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  rmSync(aside, { force: true });
}

/**
 * Claims the embedded database's folder for this process: two processes writing one PGlite folder would leave it
 * unreadable, and PGlite itself does not refuse a second opener. The lock (`server.lock`: process id and host) is
 * written whole under a name of its own and then linked into place, so that it never exists half written; a lock whose
 * process is gone (a crash, `kill -9`, a restarted container) is taken over. Returns the release, which removes the
 * lock if it is still this process's.
 */
export function lockDataDir(dataDir: string, pid = process.pid): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'server.lock');
  const folder = resolve(dataDir);
  const inUse = (holder: number) =>
    new DataDirInUse(
      `The embedded database in ${dataDir} is in use by another Portside process (${holder}). Stop it first, or ` +
        `give this one another folder with DATA_DIR. If no Portside process runs, delete ${file}.`,
    );
  if (held.has(folder)) throw inUse(pid);
  const mine = `${pid} ${hostname()}`;
  for (;;) {
    const draft = `${file}.${randomUUID()}`;
    writeFileSync(draft, mine);
    try {
      linkSync(draft, file);
      held.add(folder);
      return () => {
        if (!held.delete(folder)) return;
        if (readLock(file) === mine) rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      rmSync(draft, { force: true });
    }
    const text = readLock(file);
    if (text === undefined) continue;
    const holder = holderOf(text);
    // This process's own id in a lock it does not hold: left by an earlier process that had the same id.
    if (holder !== undefined && holder !== pid && isRunning(holder)) throw inUse(holder);
    removeStale(file, text);
  }
}
