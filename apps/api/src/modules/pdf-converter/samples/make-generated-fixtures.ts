/**
 * Prints generated layouts (pdf-generator.ts) through writers the tests do not run, and commits them with their true
 * rows in fixtures/ (generated-<writer>-<seed>.pdf and .json), where parse-samples.test.ts reads every fixture: a
 * browser (Chromium's print to PDF of the layout as a web page, html-layout.ts). Run by hand after changing a
 * generator; it needs Debian's chromium:
 *   node --import tsx apps/api/src/modules/pdf-converter/samples/make-generated-fixtures.ts
 */
import { writeFileSync } from 'node:fs';
import { printWithChromium } from './chromium-writer';
import { type Fixture, fixturesDir } from './committed-fixtures';
import { generatedHtml, pdfCase } from './pdf-generator';

/** Seeds of the committed fixtures: none of them is a seed the in-process tests read (1 to 60). */
const chromiumSeeds = Array.from({ length: 30 }, (_, index) => 1001 + index);

for (const seed of chromiumSeeds) {
  const page = generatedHtml(seed);
  const pdf = await printWithChromium(page.html, page.paper, pdfCase(seed).layout.footer(1, 1) !== null);
  const file = `generated-chromium-${seed}`;
  const fixture: Fixture = { name: page.name, pdf: `${file}.pdf`, header: page.header, rows: page.rows };
  writeFileSync(new URL(fixture.pdf, fixturesDir), pdf);
  writeFileSync(new URL(`${file}.json`, fixturesDir), `${JSON.stringify(fixture, null, 2)}\n`);
  console.log(`${fixture.name}: ${fixture.rows.length} rows, ${(pdf.length / 1024).toFixed(0)} KB`);
}
