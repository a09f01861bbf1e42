/**
 * What a 1 MB JSON body costs the main thread in plugins/input.ts beyond parsing it: the depth check, the NUL check
 * and the key names, for bodies of several shapes, beside JSON.parse of the same text. Fails when the extra is more
 * than the parsing.
 *   node --import tsx bench/request-body.ts
 */
import { snakeCase } from 'change-case';
import { maxJsonDepth, nestingExceeds, renameKeys } from '../apps/api/src/plugins/input';

const megabyte = (make: (i: number) => unknown, each: number) =>
  JSON.stringify(Array.from({ length: Math.floor(1_000_000 / each) }, (_, i) => make(i)));
const shapes: Record<string, string> = {
  'unknown snake_case keys': JSON.stringify(
    Object.fromEntries(Array.from({ length: 50_000 }, (_, i) => [`key_no_${i}`, i])),
  ),
  'known keys, many rows': megabyte((i) => ({ bl_no: `BL${i}`, no_packages: i, cbm_so: 1.5 }), 50),
  'long strings': megabyte((i) => `a line of text number ${i} `.repeat(20), 540),
  numbers: megabyte((i) => i * 1.5, 8),
  'nested to the limit': megabyte((i) => JSON.parse(`${'['.repeat(30)}${i}${']'.repeat(30)}`), 70),
};
const names = new Map(['blNo', 'noPackages', 'cbmSo'].map((name) => [snakeCase(name), name]));

const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
function time(work: () => unknown, runs = 21) {
  const took: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    work();
    took.push(performance.now() - started);
  }
  return median(took);
}

let failed = false;
const rows = [];
for (const [shape, text] of Object.entries(shapes)) {
  const parse = time(() => JSON.parse(text));
  const extra =
    time(() => {
      nestingExceeds(text, maxJsonDepth);
      text.includes('\\u0000');
      const body = JSON.parse(text);
      // As the plugin does: keys are renamed only in a text with an underscore.
      if (text.includes('_')) renameKeys(body, names);
    }) - parse;
  failed ||= extra > parse;
  rows.push({
    body: shape,
    MB: (text.length / 1e6).toFixed(2),
    'parse ms': parse.toFixed(1),
    'extra ms': extra.toFixed(1),
  });
}
console.table(rows);
console.log(`budget: extra at most the parse time of each body${failed ? ': EXCEEDED' : ''}`);
process.exit(failed ? 1 : 0);
