/**
 * Scanned manifests: each committed scan (a page at 200 dpi, samples/fixtures/scans) read as the upload reads it (the
 * reader process draws the page and reads it by OCR, then the table) several times after an untimed read, the median
 * printed beside the 5 s the issue allows a page and beside Debian's `tesseract` command reading the same page (drawn
 * by pdftoppm at the same 200 dpi, one thread, its default layout analysis), when installed. Fails over 5 s.
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
  for (const file of readdirSync(scansDir).filter((name) => name.endsWith('.pdf'))) {
    const bytes = readFileSync(new URL(file, scansDir));
    await readPdfText(bytes, 0);
    const times: number[] = [];
    let rows = 0;
    for (let run = 0; run < Number(values.runs); run++) {
      const started = performance.now();
      rows = parseManifest(await readPdfText(bytes, 0)).rows.length;
      times.push(performance.now() - started);
    }
    const ms = median(times);
    slow ||= ms > targetMs;
    const anchor = commandLineMs(fileURLToPath(new URL(file, scansDir)), work);
    console.log(
      `${file} (${rows} BLs): median ${ms.toFixed(0)} ms a page, target under ${targetMs} ms; ` +
        (anchor === null
          ? 'tesseract command not installed (apt-get install tesseract-ocr poppler-utils)'
          : `tesseract command ${anchor.toFixed(0)} ms (${(ms / anchor).toFixed(1)}x)`),
    );
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

if (slow) process.exitCode = 1;
