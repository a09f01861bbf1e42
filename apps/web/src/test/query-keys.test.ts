import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const srcDir = resolve(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('query keys', () => {
  it('are all built by the keys factories (lib/query-keys.ts, lib/<area>/keys.ts, features/<area>/api/keys.ts), never as literals', () => {
    const literal = /(queryKey:|QueryData\()\s*\[/;
    const offenders = sourceFiles(srcDir)
      .filter((file) => literal.test(readFileSync(file, 'utf8')))
      .map((file) => relative(srcDir, file));
    expect(offenders).toEqual([]);
  });
});
