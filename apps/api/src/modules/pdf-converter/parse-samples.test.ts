import { describe, expect, it } from 'vitest';
import { parseManifest } from './parse-manifest';
import { readPdfText } from './read-text';
import { committedFixtures } from './samples/committed-fixtures';
import { type SampleCase, sampleCases, samplePdf, sixtyPages } from './samples/sample-pdfs';

async function expectParsedAsPrinted(sampleCase: SampleCase) {
  const sample = samplePdf(sampleCase);
  const parsed = parseManifest(await readPdfText(sample.pdf, 0));
  expect(parsed.header).toEqual(sample.header);
  expect(parsed.pages).toBe(sample.pages);
  expect(parsed.rows.map(({ consigneeLines, ...row }) => row)).toEqual(sample.rows);
  return sample;
}

describe('manifest layouts', () => {
  it.each(
    sampleCases.map(
      (sampleCase) =>
        [`${sampleCase.layout.name} by ${sampleCase.writer} (${sampleCase.entries} BLs)`, sampleCase] as const,
    ),
  )('reads every field of every row of the %s', async (_, sampleCase) => {
    await expectParsedAsPrinted(sampleCase);
  });

  it('reads a 60-page manifest whose rows run across page breaks', async () => {
    const sample = await expectParsedAsPrinted(sixtyPages);
    expect(sample.pages).toBe(60);
  });
});

describe('manifests of other writers (committed fixtures)', () => {
  it.each(committedFixtures().map((fixture) => [fixture.name, fixture] as const))(
    'reads every field of every row of the %s',
    async (_, fixture) => {
      const parsed = parseManifest(await readPdfText(fixture.bytes, 0));
      expect(parsed.header).toEqual(fixture.header);
      expect(parsed.rows.map(({ consigneeLines, ...row }) => row)).toEqual(fixture.rows);
    },
  );
});
