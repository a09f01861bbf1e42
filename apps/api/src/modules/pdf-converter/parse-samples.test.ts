import { describe, expect, it } from 'vitest';
import { parseManifest } from './parse-manifest';
import { readPdfText, splitBytes } from './read-text';
import { committedFixtures } from './test/samples/committed-fixtures';
import { type SampleCase, sampleCases, samplePdf, sixtyPages } from './test/samples/sample-pdfs';

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

/**
 * The PDF with a comment of `size` bytes before its cross-reference table (the offsets of its objects unchanged, the
 * table's own updated): the same document, in a longer file.
 */
function padded(pdf: Buffer, size: number): Buffer {
  const xref = Number(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(pdf.subarray(-64).toString('latin1'))?.[1]);
  const padding = Buffer.from(`%${' '.repeat(size)}\n`);
  return Buffer.concat([
    pdf.subarray(0, xref),
    padding,
    pdf.subarray(xref, pdf.lastIndexOf('startxref')),
    Buffer.from(`startxref\n${xref + padding.length}\n%%EOF\n`),
  ]);
}

describe('a long file, read by both readers (half the pages each)', () => {
  it.each([
    ['groff-boxed-decimal-comma.pdf', 'the later pages'],
    ['browser-boxed-after-cover-letter.pdf', 'the pages after a cover letter'],
  ])('is read as by one reader: %s, %s of a table drawn with borders by their borders too', async (file) => {
    const fixture = committedFixtures().find((each) => each.pdf === file);
    if (!fixture) throw new Error('fixture missing');
    const pages = await readPdfText(padded(fixture.bytes, splitBytes), 0);
    expect(pages).toEqual(await readPdfText(fixture.bytes, 0));
    expect(pages[pages.length - 1]?.rules.length).toBeGreaterThan(0);
    expect(parseManifest(pages).rows.map(({ consigneeLines, ...row }) => row)).toEqual(fixture.rows);
  });
});
