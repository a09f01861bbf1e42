import { resolve } from 'node:path';
import { type DependencyTree, parseCircular, parseDependencyTree } from 'dpdm';
import { beforeAll, describe, expect, it } from 'vitest';

const webDir = resolve(import.meta.dirname, '../..');
let tree: DependencyTree;

beforeAll(async () => {
  // Type-only imports vanish at build time (transform); dynamic import() counts like any other import.
  tree = await parseDependencyTree('src/**/*.{ts,tsx}', {
    cwd: webDir,
    context: webDir,
    tsconfig: resolve(webDir, 'tsconfig.json'),
    transform: true,
  });
}, 60_000);

/** The feature a file of src/ belongs to, if any. */
const featureOf = (file: string) => /^src\/features\/([^/]+)\//.exec(file)?.[1];

describe('imports under apps/web/src', () => {
  it('form no cycle', () => {
    expect(parseCircular(tree)).toEqual([]);
  });

  it('reach into another feature only through its paths.ts or its api/keys.ts', () => {
    const crossings = Object.entries(tree).flatMap(([file, dependencies]) =>
      (dependencies ?? []).flatMap(({ id }) => {
        const from = featureOf(file);
        const to = id ? featureOf(id) : undefined;
        if (!id || !from || !to || from === to || /\/(paths|api\/keys)\.ts$/.test(id)) return [];
        return [`${file} -> ${id}`];
      }),
    );
    expect(crossings).toEqual([]);
  });

  it('keep test support apart: no production file imports a test, a test/ folder or vitest', () => {
    const support = (file: string) => /(^|\/)test\/|\.test\.tsx?$/.test(file);
    const leaks = Object.entries(tree).flatMap(([file, dependencies]) =>
      support(file)
        ? []
        : (dependencies ?? []).flatMap(({ id, request }) =>
            (id && support(id)) || request === 'vitest' ? [`${file} -> ${id ?? request}`] : [],
          ),
    );
    expect(leaks).toEqual([]);
  });

  it('run down only: no shared file (lib/, components/) imports a feature', () => {
    const upward = Object.entries(tree).flatMap(([file, dependencies]) =>
      /^src\/(lib|components)\//.test(file)
        ? (dependencies ?? []).flatMap(({ id }) => (id && featureOf(id) ? [`${file} -> ${id}`] : []))
        : [],
    );
    expect(upward).toEqual([]);
  });
});
