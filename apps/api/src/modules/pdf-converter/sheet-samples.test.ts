import { describe, expect, it } from 'vitest';
import { readSheetGrids } from './read-text';
import { sheetManifest } from './sheet-table';
import { generatedSheet, sheetLayout } from './test/samples/sheet-generator';

/** Seeds of the run: each a layout drawn at random (samples/sheet-generator.ts), the same on every run. */
const seeds = Array.from({ length: 60 }, (_, index) => index + 1);

describe('spreadsheet manifests of generated layouts', () => {
  it.each(seeds)('reads every field of every row of layout %i', async (seed) => {
    const sheet = await generatedSheet(seed, 4 + ((seed * 7) % 30));
    const format = sheet.name.includes('xlsx') ? 'xlsx' : 'csv';
    const parsed = sheetManifest(await readSheetGrids(sheet.bytes, format, 0));
    expect({ name: sheet.name, header: parsed.header }).toEqual({ name: sheet.name, header: sheet.header });
    expect(parsed.rows.map(({ consigneeLines, ...row }) => row)).toEqual(sheet.rows);
  });

  it('types two names stacked in one cell, under two labels stacked too, in some of these layouts', () => {
    const stacked = seeds.filter((seed) => sheetLayout(seed).columns.some((column) => column.below));
    expect(stacked.length).toBeGreaterThanOrEqual(6);
  });
});

describe('a spreadsheet made to be slow', () => {
  it('reads a BL that goes on for 49,000 rows in linear time', () => {
    const rows = [
      ['B/L NO.', 'CONSIGNEE', 'DESCRIPTION', 'PKGS'],
      ['ABCD1234567', 'ACME TRADING', 'STEEL COILS', '10'],
      ...Array.from({ length: 49_000 }, () => ['', 'INC.', 'AND PARTS', '']),
    ];
    const started = performance.now();
    const parsed = sheetManifest([{ name: 'Sheet1', rows, merges: [] }]);
    expect(performance.now() - started).toBeLessThan(5000);
    expect(parsed.rows).toMatchObject([{ blNo: 'ABCD1234567', noOfPackages: 10 }]);
  });
});

describe("a spreadsheet's title block", () => {
  it('reads a row of labels over a row of values, each value under its label', () => {
    const rows = [
      ['INWARD CARGO MANIFEST'],
      ['VESSEL', 'VOYAGE', 'PORT OF LOADING', 'ETA'],
      ['MV PACIFIC STAR', '025N', 'SHANGHAI', '2026-03-15'],
      [],
      ['B/L NO.', 'CONSIGNEE', 'PKGS'],
      ['ABCD1234567', 'ACME TRADING', '10'],
    ];
    expect(sheetManifest([{ name: 'Sheet1', rows, merges: [] }]).header).toEqual({
      vesselName: 'MV PACIFIC STAR',
      voyageNumber: '025N',
      arrivalDate: '2026-03-15',
      portOfLoading: 'SHANGHAI',
    });
  });
});
