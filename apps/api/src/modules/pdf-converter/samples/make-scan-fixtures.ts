/**
 * Scanned manifests for the OCR tests: generated layouts (pdf-generator.ts) printed, rasterised at 200 dpi in grey
 * (pdftoppm), turned slightly and speckled as a scanner leaves them, and saved as a PDF of JPEG pages (ImageMagick),
 * committed in fixtures/scans/ with their true rows. Run by hand after changing a generator; it needs Debian's
 * poppler-utils and imagemagick (with PDF writing allowed in its policy):
 *   node --import tsx apps/api/src/modules/pdf-converter/samples/make-scan-fixtures.ts
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Fixture } from './committed-fixtures';
import { generatedPdf } from './pdf-generator';
import { scansDir } from './scan-fixtures';

/** One-page layouts printed in type of 6 points or more, each turned by its own angle (degrees). */
const scans = [
  { seed: 2012, degrees: 0.6 },
  { seed: 2014, degrees: -0.8 },
  { seed: 2029, degrees: 0.3 },
];

const work = mkdtempSync(join(tmpdir(), 'scans-'));
try {
  for (const { seed, degrees } of scans) {
    const sample = generatedPdf(seed);
    if (sample.pages !== 1) throw new Error(`seed ${seed} prints ${sample.pages} pages`);
    const printed = join(work, `${seed}.pdf`);
    writeFileSync(printed, sample.pdf);
    execFileSync('pdftoppm', ['-r', '200', '-gray', '-png', '-singlefile', printed, join(work, `${seed}`)]);
    const file = `scan-${seed}`;
    execFileSync('convert', [
      join(work, `${seed}.png`),
      ...['-background', 'white', '-rotate', String(degrees)],
      ...['-attenuate', '0.03', '+noise', 'Impulse'],
      ...['-density', '200', '-units', 'PixelsPerInch', '-compress', 'jpeg', '-quality', '70'],
      join(work, `${file}.pdf`),
    ]);
    const fixture: Fixture = {
      name: `${sample.name}, scanned at 200 dpi turned ${degrees} degrees`,
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
