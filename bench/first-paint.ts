/**
 * First paint: builds the web app (unless --no-build), then sums the gzip size of the JS and CSS that index.html
 * loads before the first page renders (the entry script, its modulepreloads and the stylesheets) and fails above
 * the budget. Pages, the shell and heavy libraries load later, with the screens that use them.
 *   node --import tsx bench/first-paint.ts [--no-build]
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

// Issue 9: at most 200 KB gzip before the first page (311 KB when the issue was written).
const budget = 200_000;
const webDir = resolve(import.meta.dirname, '../apps/web');
const distDir = join(webDir, 'dist');

const { values } = parseArgs({ options: { 'no-build': { type: 'boolean', default: false } } });
if (!values['no-build']) await build({ root: webDir, logLevel: 'warn' });

const html = readFileSync(join(distDir, 'index.html'), 'utf8');
// Vite writes the entry script, then a modulepreload link per static import, then the stylesheets (rel before href).
const loaded = [
  ...html.matchAll(/<script\b[^>]*\ssrc="([^"]+)"/g),
  ...html.matchAll(/<link\b[^>]*\srel="(?:modulepreload|stylesheet)"[^>]*\shref="([^"]+)"/g),
].map((match) => match[1] as string);

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`.padStart(9);
let total = 0;
for (const file of loaded) {
  const size = gzipSync(readFileSync(join(distDir, file))).length;
  total += size;
  console.log(`${kb(size)}  ${file}`);
}
console.log(`${kb(total)}  first paint, gzip (${loaded.length} files; budget ${kb(budget).trim()})`);
if (total > budget) {
  console.error(`over the budget by ${kb(total - budget).trim()}`);
  process.exitCode = 1;
}
