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

/** Every import of the production files under src/, as `file -> target` (relative to src/) or `file -> package`. */
const productionImports = () =>
  sourceFiles(srcDir)
    .filter((file) => !support(file))
    .flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(importSpecifier)].map(([, specifier = '']) => {
        const target = specifier.startsWith('.') ? resolved(file, specifier) : null;
        return { from: relative(srcDir, file), to: target ? relative(srcDir, target) : specifier };
      }),
    );

/** The dashboard screen a file of src/ belongs to (modules/dashboards/<screen>/), the kit included. */
const screenOf = (file: string) => /^modules\/dashboards\/([^/]+)\//.exec(file)?.[1];

describe('imports under apps/api/src', () => {
  it('keep test support apart: no production file imports a test, a test/ folder or vitest', () => {
    const leaks = productionImports().filter(({ to }) => to === 'vitest' || support(join(srcDir, to)));
    expect(leaks.map(({ from, to }) => `${from} -> ${to}`)).toEqual([]);
  });

  it("keep the dashboards' screens apart: a screen imports the kit, never another screen, and nothing outside the wing imports it but its routes", () => {
    const crossings = productionImports().filter(({ from, to }) => {
      const [fromScreen, toScreen] = [screenOf(from), screenOf(to)];
      if (!toScreen || toScreen === 'kit' || fromScreen === toScreen) return false;
      return fromScreen !== undefined || !/^modules\/dashboards\/[^/]+\/routes\.ts$/.test(to);
    });
    expect(crossings.map(({ from, to }) => `${from} -> ${to}`)).toEqual([]);
  });
});
