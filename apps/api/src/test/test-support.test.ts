import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const srcDir = resolve(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|mjs)$/.test(entry.name) ? [path] : [];
  });
}

/** Tests, and the support under a test/ folder (this one, or a module's oracles and builders). */
const support = (file: string) => /(^|\/)test\/|\.test\.ts$/.test(relative(srcDir, file));
const importSpecifier = /(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g;

function resolved(from: string, specifier: string): string | null {
  const path = resolve(dirname(from), specifier);
  return (
    ['', '.ts', '.mjs', '/index.ts'].map((ending) => path + ending).find((candidate) => existsSync(candidate)) ?? null
  );
}

describe('test support', () => {
  it('is apart: no production file imports a test, a test/ folder or vitest', () => {
    const leaks = sourceFiles(srcDir)
      .filter((file) => !support(file))
      .flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(importSpecifier)].flatMap(([, specifier = '']) => {
          if (specifier === 'vitest') return [`${relative(srcDir, file)} -> vitest`];
          const target = specifier.startsWith('.') ? resolved(file, specifier) : null;
          return target && support(target) ? [`${relative(srcDir, file)} -> ${relative(srcDir, target)}`] : [];
        }),
      );
    expect(leaks).toEqual([]);
  });
});
