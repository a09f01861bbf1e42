/**
 * Writes the committed fixtures of other PDF writers (fixtures/: each manifest's PDF and its true rows), run by hand
 * when a layout changes; it needs Chromium at /usr/bin/chromium and groff with its PDF device (Debian's `chromium` and
 * `groff` packages), which neither `npm start` nor `npm test` need.
 *   node --import tsx apps/api/src/modules/pdf-converter/test/samples/make-fixtures.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { printWithChromium } from './chromium-writer';
import { type Fixture, fixturesDir } from './committed-fixtures';
import { fixtureCases } from './fixture-layouts';
import { typesetWithGroff } from './groff-writer';
import { sampleManifest } from './sample-data';
import { expectedRow } from './sample-pdfs';

mkdirSync(fixturesDir, { recursive: true });
for (const { layout, seed, entries } of fixtureCases) {
  const manifest = sampleManifest(seed, entries);
  const source = layout.source(manifest);
  const pdf =
    layout.writer === 'chromium'
      ? await printWithChromium(source, layout.paper)
      : typesetWithGroff(source, layout.paper, layout.macros);
  const file = layout.name.replaceAll(' ', '-');
  const fixture: Fixture = {
    name: `${layout.name} by ${layout.writer}`,
    pdf: `${file}.pdf`,
    header: {
      vesselName: layout.prints.vesselName ? manifest.vesselName : null,
      voyageNumber: layout.prints.voyageNumber ? manifest.voyageNumber : null,
      arrivalDate: layout.prints.arrivalDate ? manifest.arrivalDate : null,
    },
    rows: manifest.entries.map((entry) => expectedRow(layout, entry)),
  };
  writeFileSync(new URL(fixture.pdf, fixturesDir), pdf);
  writeFileSync(new URL(`${file}.json`, fixturesDir), `${JSON.stringify(fixture, null, 2)}\n`);
  console.log(`${fixture.name}: ${fixture.rows.length} rows, ${(pdf.length / 1024).toFixed(0)} KB`);
}
