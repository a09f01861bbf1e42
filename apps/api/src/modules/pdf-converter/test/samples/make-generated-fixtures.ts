/**
 * Prints generated layouts (pdf-generator.ts) through writers the tests do not run, and commits them with their true
 * rows in fixtures/ (generated-<writer>-<seed>.pdf and .json), where parse-samples.test.ts reads every fixture: a
 * browser (Chromium's print to PDF of the layout as a web page, html-layout.ts) and a typesetter (groff's tbl and ms
 * macros to gropdf, groff-layout.ts). Run by hand after changing a generator; it needs Debian's chromium and groff:
 *   node --import tsx apps/api/src/modules/pdf-converter/test/samples/make-generated-fixtures.ts [chromium|groff]
 */
import { writeFileSync } from 'node:fs';
import { printWithChromium } from './chromium-writer';
import { type Fixture, fixturesDir } from './committed-fixtures';
import { troffManifest } from './groff-layout';
import { typesetWithGroff } from './groff-writer';
import { htmlManifest } from './html-layout';
import { generatedForWriter } from './pdf-generator';

/** Seeds of the committed fixtures: none of them is a seed the in-process tests read (1 to 60). */
const seeds = {
  chromium: Array.from({ length: 30 }, (_, index) => 1001 + index),
  groff: Array.from({ length: 30 }, (_, index) => 2001 + index),
};

/** The pages of a PDF, counted by their page objects (gropdf writes one per page). */
const pageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type\s*\/Page\b/g)?.length ?? 1;

const print = {
  chromium: async (document: ReturnType<typeof generatedForWriter>) => {
    const page = htmlManifest(document.layout, document.manifest);
    return printWithChromium(page.html, page.paper, document.layout.footer(1, 1) !== null);
  },
  groff: async (document: ReturnType<typeof generatedForWriter>) => {
    // Typeset twice: the first tells the page count that "Page n of N" prints.
    const first = troffManifest(document.layout, document.manifest);
    const pages = pageCount(typesetWithGroff(first.source, first.paper, 'ms'));
    const second = troffManifest(document.layout, document.manifest, pages);
    return typesetWithGroff(second.source, second.paper, 'ms');
  },
};

const chosen = (process.argv[2] as keyof typeof seeds | undefined) ?? null;
for (const writer of chosen ? [chosen] : (['chromium', 'groff'] as const)) {
  for (const seed of seeds[writer]) {
    const document = generatedForWriter(seed, writer);
    const pdf = await print[writer](document);
    const file = `generated-${writer}-${seed}`;
    const fixture: Fixture = { name: document.name, pdf: `${file}.pdf`, header: document.header, rows: document.rows };
    writeFileSync(new URL(fixture.pdf, fixturesDir), pdf);
    writeFileSync(new URL(`${file}.json`, fixturesDir), `${JSON.stringify(fixture, null, 2)}\n`);
    console.log(`${fixture.name}: ${fixture.rows.length} rows, ${(pdf.length / 1024).toFixed(0)} KB`);
  }
}
