/**
 * Scanned manifests: each committed scan (a page at 200 dpi, samples/fixtures/scans) read as the upload reads it (the
 * reader process draws the page and reads it by OCR, then the table) several times after an untimed read, the median
 * printed beside the 5 s the issue allows a page and beside Debian's `tesseract` command reading the same page (drawn
 * by pdftoppm at the same 200 dpi, one thread, its default layout analysis), when installed; and the share of its
 * fields read right, and right or doubted. Fails over 5 s.
 *   node --import tsx bench/ocr-page.ts [--runs 5]
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { parseManifest } from '../apps/api/src/modules/pdf-converter/parse-manifest';
import { readPdfText } from '../apps/api/src/modules/pdf-converter/read-text';
import type { Fixture } from '../apps/api/src/modules/pdf-converter/samples/committed-fixtures';
import { scansDir } from '../apps/api/src/modules/pdf-converter/samples/scan-fixtures';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' } } });
const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)] ?? 0;
const targetMs = 5000;
const installed = (command: string, flag: string) => spawnSync(command, [flag]).status === 0;

/** The command-line reading of the page, drawn by pdftoppm first (not timed), or null without the tools. */
function commandLineMs(pdf: string, work: string): number | null {
  if (!installed('tesseract', '--version') || !installed('pdftoppm', '-v')) return null;
  const image = join(work, 'page');
  execFileSync('pdftoppm', ['-r', '200', '-gray', '-png', '-singlefile', pdf, image]);
  const times: number[] = [];
  for (let run = 0; run < Number(values.runs); run++) {
    const started = performance.now();
    execFileSync('tesseract', [`${image}.png`, join(work, 'out')], {
      env: { ...process.env, OMP_THREAD_LIMIT: '1' },
      stdio: 'ignore',
    });
    times.push(performance.now() - started);
  }
  return median(times);
}

let slow = false;
const work = mkdtempSync(join(tmpdir(), 'ocr-bench-'));
try {
  for (const json of readdirSync(scansDir).filter((name) => name.endsWith('.json'))) {
    const fixture: Fixture = JSON.parse(readFileSync(new URL(json, scansDir), 'utf8'));
    const file = fixture.pdf;
    const bytes = readFileSync(new URL(file, scansDir));
    const first = parseManifest(await readPdfText(bytes, 0));
    const times: number[] = [];
    for (let run = 0; run < Number(values.runs); run++) {
      const started = performance.now();
      parseManifest(await readPdfText(bytes, 0));
      times.push(performance.now() - started);
    }
    let [fields, right, doubted] = [0, 0, 0];
    fixture.rows.forEach(({ doubts, ...expected }, index) => {
      const row = first.rows[index];
      for (const [field, value] of Object.entries(expected)) {
        fields += 1;
        if (JSON.stringify(row?.[field as keyof typeof row]) === JSON.stringify(value)) right += 1;
        else if (row?.doubts.some((doubt) => doubt.field === (field === 'measurementCubicFeet' ? 'cbm' : field))) {
          doubted += 1;
        }
      }
    });
    const rows = `${first.rows.length} of ${fixture.rows.length} BLs; fields ${((100 * right) / fields).toFixed(1)}% right, ${((100 * (right + doubted)) / fields).toFixed(1)}% right or doubted`;
    const ms = median(times);
    slow ||= ms > targetMs;
    const anchor = commandLineMs(fileURLToPath(new URL(file, scansDir)), work);
    console.log(
      `${file} (${rows}): median ${ms.toFixed(0)} ms a page, target under ${targetMs} ms; ` +
        (anchor === null
          ? 'tesseract command not installed (apt-get install tesseract-ocr poppler-utils)'
          : `tesseract command ${anchor.toFixed(0)} ms (${(ms / anchor).toFixed(1)}x)`),
    );
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

if (slow) process.exitCode = 1;
