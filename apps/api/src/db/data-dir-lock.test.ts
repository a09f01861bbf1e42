import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { DataDirInUse, lockDataDir } from './data-dir-lock';

const folders: string[] = [];
const releases: (() => void)[] = [];
let running: ChildProcess | undefined;
afterEach(() => {
  for (const release of releases.splice(0)) release();
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  running?.kill();
});

const folder = () => {
  const path = mkdtempSync(join(tmpdir(), 'portside-lock-'));
  folders.push(path);
  return path;
};
const lock = (dataDir: string) => {
  const release = lockDataDir(dataDir);
  releases.push(release);
  return release;
};
const lockFile = (dataDir: string) => join(dataDir, 'server.lock');
const goneProcess = () =>
  Number(spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString());

describe('the embedded database folder lock', () => {
  it('refuses a folder another live process holds, naming it and the lock to delete', () => {
    const dataDir = folder();
    running = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)']);
    writeFileSync(lockFile(dataDir), `${running.pid} ${hostname()}`);
    expect(() => lock(dataDir)).toThrow(
      new DataDirInUse(
        `The embedded database in ${dataDir} is in use by another Portside process (${running.pid}). Stop it first, ` +
          `or give this one another folder with DATA_DIR. If no Portside process runs, delete ${lockFile(dataDir)}.`,
      ),
    );
    expect(readFileSync(lockFile(dataDir), 'utf8')).toBe(`${running.pid} ${hostname()}`);
  });

  it('refuses a second claim in the same process, and is free again once released', () => {
    const dataDir = folder();
    const release = lock(dataDir);
    expect(readFileSync(lockFile(dataDir), 'utf8')).toBe(`${process.pid} ${hostname()}`);
    expect(() => lock(dataDir)).toThrow(DataDirInUse);
    release();
    expect(existsSync(lockFile(dataDir))).toBe(false);
    lock(dataDir);
    expect(existsSync(lockFile(dataDir))).toBe(true);
  });

  it.each([
    ['a process that is gone', () => `${goneProcess()} ${hostname()}`],
    ["this process's own id, left by an earlier process", () => `${process.pid} ${hostname()}`],
    ['text that names no process', () => 'not a pid'],
  ])('takes over a lock of %s', (_, text) => {
    const dataDir = folder();
    writeFileSync(lockFile(dataDir), text());
    lock(dataDir);
    expect(readFileSync(lockFile(dataDir), 'utf8')).toBe(`${process.pid} ${hostname()}`);
  });

  it('leaves a lock that is no longer its own when released', () => {
    const dataDir = folder();
    const release = lock(dataDir);
    writeFileSync(lockFile(dataDir), '4242 elsewhere');
    release();
    expect(readFileSync(lockFile(dataDir), 'utf8')).toBe('4242 elsewhere');
  });

  it('is what openDatabase takes for a folder: a second open is refused until the first is closed', async () => {
    const dataDir = folder();
    const first = await openDatabase({ dataDir });
    await expect(openDatabase({ dataDir })).rejects.toThrow(DataDirInUse);
    await first.close();
    expect(existsSync(lockFile(dataDir))).toBe(false);
    const again = await openDatabase({ dataDir });
    await again.close();
  });
});
