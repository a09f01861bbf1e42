import { describe, expect, it } from 'vitest';
import { parseManifest } from './parse-manifest';
import { readPdfText } from './read-text';
import { generatedPdf, pdfCase } from './test/samples/pdf-generator';

/** Seeds of the run: each a layout drawn at random (samples/pdf-generator.ts), the same on every run. */
const seeds = Array.from({ length: 60 }, (_, index) => index + 1);

describe('PDF manifests of generated layouts', () => {
  it.each(seeds)('reads every field of every row, and the total row, of layout %i', async (seed) => {
    const sample = generatedPdf(seed);
    const parsed = parseManifest(await readPdfText(sample.pdf, 0));
    expect({ name: sample.name, header: parsed.header, pages: parsed.pages }).toEqual({
      name: sample.name,
      header: sample.header,
      pages: sample.pages,
    });
    expect(parsed.rows.map(({ consigneeLines, ...row }) => row)).toEqual(sample.rows);
    expect(parsed.totals).toEqual(sample.totals);
  });

  it('prints two fields stacked in one column (names or figures), under two labels stacked too, in some of them', () => {
    const stacked = seeds.map((seed) => pdfCase(seed).layout.columns.find((column) => column.below));
    const pairs = new Set(stacked.flatMap((column) => (column ? [`${column.key}/${column.below}`] : [])));
    expect(stacked.filter(Boolean).length).toBeGreaterThanOrEqual(5);
    expect([...pairs]).toEqual(expect.arrayContaining(['shipper/consignee', 'grossWeightKilos/measurement']));
  });
});
