import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lockDataDir } from './data-dir-lock';

const folder = () => mkdtempSync(join(tmpdir(), 'portside-lock-'));

describe('the embedded database folder lock', () => {
  it('refuses a second server while the first runs, and is free again once released', () => {
    const dataDir = folder();
    const release = lockDataDir(dataDir);
    // Another server: this test's own process stands for the running first one.
    expect(() => lockDataDir(dataDir, process.pid + 1)).toThrow(
      `The embedded database in ${dataDir} is in use by another Portside process (${process.pid}).`,
    );
    release();
    expect(existsSync(join(dataDir, 'server.lock'))).toBe(false);
    lockDataDir(dataDir, process.pid + 1);
    expect(readFileSync(join(dataDir, 'server.lock'), 'utf8')).toBe(String(process.pid + 1));
  });

  it('takes over the lock of a server that is gone, and one that is unreadable', () => {
    const dataDir = folder();
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString();
    writeFileSync(join(dataDir, 'server.lock'), gone);
    lockDataDir(dataDir);
    expect(readFileSync(join(dataDir, 'server.lock'), 'utf8')).toBe(String(process.pid));
    writeFileSync(join(dataDir, 'server.lock'), 'not a pid');
    lockDataDir(dataDir);
    expect(readFileSync(join(dataDir, 'server.lock'), 'utf8')).toBe(String(process.pid));
  });

  it('leaves a lock that another server took meanwhile', () => {
    const dataDir = folder();
    const release = lockDataDir(dataDir);
    writeFileSync(join(dataDir, 'server.lock'), String(process.pid + 1));
    release();
    expect(readFileSync(join(dataDir, 'server.lock'), 'utf8')).toBe(String(process.pid + 1));
  });
});
