import { readdirSync, readFileSync } from 'node:fs';
import { constants, deflateRawSync, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { fixedWidthListing, legalCentred } from '../../demo/manifest-layouts';
import { Random } from '../../demo/random';
import { judgeStreams } from './damaged-streams.mjs';
import { inflationBombPdf } from './test/samples/bad-files';
import { committedFixtures } from './test/samples/committed-fixtures';
import { samplePdf } from './test/samples/sample-pdfs';
import { scansDir } from './test/samples/scan-fixtures';

const fixtures = committedFixtures();
const byWriter = [
  ['Chromium', fixtures.find((fixture) => fixture.pdf.startsWith('generated-chromium'))?.bytes],
  ['groff', fixtures.find((fixture) => fixture.pdf.startsWith('generated-groff'))?.bytes],
  ['pdfkit', samplePdf({ layout: fixedWidthListing, writer: 'pdfkit', seed: 21, entries: 30 }).pdf],
  ['jsPDF', samplePdf({ layout: legalCentred, writer: 'jspdf', seed: 3, entries: 30 }).pdf],
] as const;

/** Where each Flate stream's bytes start and end, pictures left out, as the check finds them. */
function flateStreams(pdf: Buffer): { start: number; end: number }[] {
  const text = pdf.toString('latin1');
  return [...text.matchAll(/(?<!end)stream\r?\n/g)].flatMap((match) => {
    const dictionary = text.slice(text.lastIndexOf('obj', match.index), match.index);
    if (!dictionary.includes('/FlateDecode') || dictionary.includes('/Image')) return [];
    const start = match.index + match[0].length;
    return [{ start, end: text.indexOf('endstream', start) }];
  });
}

function firstStream(pdf: Buffer) {
  const [first] = flateStreams(pdf);
  if (!first) throw new Error('a sample without a Flate stream');
  return first;
}

describe('a PDF whose Flate streams break off', () => {
  it('finds no damage in any committed manifest, text or scan, of any writer', () => {
    expect(fixtures.length).toBeGreaterThan(60);
    for (const fixture of fixtures) expect(judgeStreams(fixture.bytes), fixture.pdf).toBe('whole');
    for (const scan of readdirSync(scansDir).filter((file) => file.endsWith('.pdf')))
      expect(judgeStreams(readFileSync(new URL(scan, scansDir))), scan).toBe('whole');
    for (const [writer, pdf] of byWriter) expect(judgeStreams(pdf as Buffer), writer).toBe('whole');
  });

  it('finds nearly every stream of every writer that breaks off anywhere, the rest garbage or zeros', () => {
    const random = new Random(24);
    let cases = 0;
    const missed: string[] = [];
    for (const [writer, pdf] of byWriter) {
      const streams = flateStreams(pdf as Buffer);
      expect(streams.length, writer).toBeGreaterThan(0);
      for (const { start, end } of streams) {
        for (let cut = 0; cut < 60; cut++) {
          const damaged = Buffer.from(pdf as Buffer);
          const from = random.int(start + 2, end - 8);
          for (let at = from; at < end; at++) damaged[at] = cut % 3 === 0 ? 0 : random.int(0, 255);
          if (judgeStreams(damaged) !== 'damaged') missed.push(`${writer} at ${from} of ${start}-${end}`);
          cases++;
        }
      }
    }
    expect(cases).toBeGreaterThan(500);
    // Garbage that happens to end the deflate data in the stream's last four bytes inflates "whole".
    expect(missed.length, missed.join(', ')).toBeLessThanOrEqual(cases / 200);
  });

  it('finds a stream cut short by the end of its data', () => {
    const pdf = byWriter[2][1];
    const { start, end } = firstStream(pdf);
    const cut = Buffer.concat([pdf.subarray(0, start + Math.floor((end - start) / 2)), pdf.subarray(end)]);
    expect(judgeStreams(cut)).toBe('damaged');
  });

  it('reads the data of a writer that leaves out the zlib header or checksum, as PDFium does', () => {
    const pdf = byWriter[2][1];
    const { start, end } = firstStream(pdf);
    const withoutHeader = Buffer.concat([pdf.subarray(0, start), pdf.subarray(start + 2, end), pdf.subarray(end)]);
    const withoutChecksum = Buffer.concat([pdf.subarray(0, end - 5), Buffer.from('\n'), pdf.subarray(end)]);
    expect(judgeStreams(withoutHeader)).toBe('whole');
    expect(judgeStreams(withoutChecksum)).toBe('whole');
  });

  it('reads a stream that ends with a sync flush and no final block as whole, as Acrobat and PDFium save them', () => {
    const pdf = byWriter[2][1];
    const { start, end } = firstStream(pdf);
    const content = inflateSync(pdf.subarray(start, end));
    const flushed = Buffer.concat([
      Buffer.from([0x78, 0x9c]),
      deflateRawSync(content, { finishFlush: constants.Z_SYNC_FLUSH }),
    ]);
    expect(flushed.subarray(-4)).toEqual(Buffer.from([0, 0, 0xff, 0xff]));
    const saved = Buffer.concat([pdf.subarray(0, start), flushed, Buffer.from('\n'), pdf.subarray(end)]);
    expect(judgeStreams(saved)).toBe('whole');
    const cut = Buffer.concat([pdf.subarray(0, start), flushed.subarray(0, -9), Buffer.from('\n'), pdf.subarray(end)]);
    expect(judgeStreams(cut)).toBe('damaged');
  });

  it('reads an empty Flate stream as whole, and one after a lone CR or named /Fl as any other', () => {
    const pdf = byWriter[2][1];
    const { start, end } = firstStream(pdf);
    const keyword = pdf.lastIndexOf('stream', start);
    const empty = Buffer.concat([pdf.subarray(0, start), pdf.subarray(end)]);
    const broken = (bytes: Buffer) => {
      const copy = Buffer.from(bytes);
      const at = copy.indexOf('endstream', start);
      copy.fill(0x41, start + Math.floor((at - start) / 2), at);
      return copy;
    };
    const loneCr = Buffer.concat([pdf.subarray(0, keyword + 6), Buffer.from('\r'), pdf.subarray(start)]);
    const filter = pdf.lastIndexOf('/FlateDecode', keyword);
    const named = Buffer.concat([pdf.subarray(0, filter), Buffer.from('/Fl         '), pdf.subarray(filter + 12)]);
    expect(judgeStreams(empty)).toBe('whole');
    expect(judgeStreams(loneCr)).toBe('whole');
    expect(judgeStreams(broken(loneCr))).toBe('damaged');
    expect(judgeStreams(named)).toBe('whole');
    expect(judgeStreams(broken(named))).toBe('damaged');
  });

  it('leaves to pdfjs what its bytes cannot tell: an encrypted file, Flate behind another filter, too many streams', () => {
    const locked = samplePdf({ layout: fixedWidthListing, writer: 'pdfkit', seed: 21, entries: 6, ownerPassword: 'x' });
    expect(judgeStreams(locked.pdf)).toBe('unjudged');
    const pdf = byWriter[2][1];
    const filter = pdf.indexOf('/Filter /FlateDecode');
    const chained = Buffer.concat([
      pdf.subarray(0, filter),
      Buffer.from('/Filter [/ASCIIHexDecode /FlateDecode]'),
      pdf.subarray(filter + '/Filter /FlateDecode'.length),
    ]);
    expect(judgeStreams(chained)).toBe('unjudged');
    const many = Buffer.from(`%PDF-1.7\n${'1 0 obj <<>> stream\n\nendstream endobj\n'.repeat(30_000)}%%EOF\n`);
    expect(judgeStreams(many)).toBe('unjudged');
  });

  it('finds streams that inflate to more than a manifest could', () => {
    expect(judgeStreams(inflationBombPdf(4))).toBe('tooHeavy');
  });
});
