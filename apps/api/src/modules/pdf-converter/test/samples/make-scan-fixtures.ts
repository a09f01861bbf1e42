/**
 * Scanned manifests for the OCR tests: generated layouts (pdf-generator.ts) printed, rasterised at 200 dpi in grey
 * (pdftoppm), turned slightly and speckled as a scanner leaves them, and saved as a PDF of JPEG pages (ImageMagick),
 * committed in fixtures/scans/ with their true rows; one is a printed manifest whose second page was scanned back in
 * among its printed first (pdfseparate and pdfunite). Run by hand after changing a generator; it needs Debian's
 * poppler-utils and imagemagick (with PDF writing allowed in its policy):
 *   node --import tsx apps/api/src/modules/pdf-converter/test/samples/make-scan-fixtures.ts
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Fixture } from './committed-fixtures';
import { generatedPdf } from './pdf-generator';
import { scansDir } from './scan-fixtures';

/** Layouts printed in type of 6 points or more, each turned by its own angle (degrees); `scanned`: its pages scanned
 * (all when not given). */
const scans: { seed: number; degrees: number; scanned?: number[] }[] = [
  { seed: 2012, degrees: 0.6 },
  { seed: 2014, degrees: -0.8 },
  { seed: 2029, degrees: 0.3 },
  { seed: 2079, degrees: -0.4, scanned: [2] },
];

/** Page `number` of the printed PDF as a scanner gives it back: a PDF of one JPEG page. */
function scannedPage(printed: string, number: number, degrees: number, work: string): string {
  const image = join(work, `page-${number}`);
  execFileSync('pdftoppm', [
    '-r',
    '200',
    '-gray',
    '-png',
    '-singlefile',
    '-f',
    `${number}`,
    '-l',
    `${number}`,
    printed,
    image,
  ]);
  execFileSync('convert', [
    `${image}.png`,
    ...['-background', 'white', '-rotate', String(degrees)],
    ...['-attenuate', '0.03', '+noise', 'Impulse'],
    ...['-density', '200', '-units', 'PixelsPerInch', '-compress', 'jpeg', '-quality', '70'],
    `${image}.pdf`,
  ]);
  return `${image}.pdf`;
}

const work = mkdtempSync(join(tmpdir(), 'scans-'));
try {
  for (const { seed, degrees, scanned } of scans) {
    const sample = generatedPdf(seed);
    const all = Array.from({ length: sample.pages }, (_, index) => index + 1);
    if (!scanned && sample.pages !== 1) throw new Error(`seed ${seed} prints ${sample.pages} pages`);
    const printed = join(work, `${seed}.pdf`);
    writeFileSync(printed, sample.pdf);
    const file = scanned ? `scan-mixed-${seed}` : `scan-${seed}`;
    const pages = all.map((number) => {
      if (!scanned || scanned.includes(number)) return scannedPage(printed, number, degrees, work);
      const text = join(work, `text-${number}.pdf`);
      execFileSync('pdfseparate', ['-f', `${number}`, '-l', `${number}`, printed, text]);
      return text;
    });
    if (pages.length === 1) execFileSync('cp', [pages[0] as string, join(work, `${file}.pdf`)]);
    else execFileSync('pdfunite', [...pages, join(work, `${file}.pdf`)]);
    const fixture: Fixture = {
      name: `${sample.name}, ${scanned ? `page ${scanned.join(', ')}` : 'scanned'} at 200 dpi turned ${degrees} degrees`,
      pdf: `${file}.pdf`,
      header: sample.header,
      rows: sample.rows,
    };
    const pdf = readFileSync(join(work, `${file}.pdf`));
    writeFileSync(new URL(fixture.pdf, scansDir), pdf);
    writeFileSync(new URL(`${file}.json`, scansDir), `${JSON.stringify(fixture, null, 2)}\n`);
    console.log(`${fixture.name}: ${fixture.rows.length} rows, ${(pdf.length / 1024).toFixed(0)} KB`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
