import { manifestMessages, maxManifestBytes } from '@portside/contracts/manifests';
import { workOrderMessages } from '@portside/contracts/work-orders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import {
  farRowWorkbook,
  millionRowsCsv,
  millionRowsWorkbook,
  oldExcelFile,
  smallWorkbook,
  wordDocument,
  zipBombWorkbook,
} from './test/samples/bad-sheets';
import { upload } from './test/samples/upload-form';

let t: TestApp;
let commercial: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  commercial = (await t.signIn('commercial')).headers;
});
afterAll(() => t.close());

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const convert = (payload: FormData) =>
  t.app.inject({ method: 'POST', url: '/api/pdf-converter/convert-pdf-to-json/', headers: commercial, payload });
const sheet = (bytes: Buffer) => upload(bytes, 'manifest.xlsx', xlsxType);
const csv = (text: string | Buffer) => upload(Buffer.from(text), 'manifest.csv', 'text/csv');

describe('spreadsheet manifests through the upload', () => {
  it('reads an .xlsx whatever name or type it is sent with: every field, and its formulas by their results', async () => {
    const bytes = await smallWorkbook([
      ['MAEU1234567', 'CEBU TRADING INC.\nPIER 4, NORTH HARBOR', 120, 'STEEL COILS', 24000, 18.5],
      ['MAEU1234568', 'DAVAO AGRI VENTURES CORP.', 3944, 'RICE IN BAGS', { formula: '3944*50', result: 197200 }, 260.1],
      ['TOTAL', '', { formula: 'SUM(C2:C3)', result: 4064 }, '', 221200, 278.6],
    ]);
    const response = await convert(upload(bytes, 'manifest.pdf', 'application/pdf'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'success',
      pages: 1,
      header: { vesselName: null, voyageNumber: null, arrivalDate: null },
    });
    expect(response.json().data).toMatchObject([
      {
        blNo: 'MAEU1234567',
        consignee: 'CEBU TRADING INC.',
        noOfPackages: 120,
        contents: 'STEEL COILS',
        grossWeightKilos: 24000,
        cbm: 18.5,
        measurementCubicFeet: 653.321,
        doubts: [],
      },
      { blNo: 'MAEU1234568', consignee: 'DAVAO AGRI VENTURES CORP.', noOfPackages: 3944, grossWeightKilos: 197200 },
    ]);
    expect(response.json().documentTotals).toEqual({ noOfPackages: 4064, grossWeightKilos: 221200, cbm: 278.6 });
  });

  it('reads a CSV of semicolons and decimal commas, in Windows-1252, under title lines', async () => {
    const text = [
      'INWARD CARGO MANIFEST;;;;;',
      'VESSEL:;MV PACIFIC STAR;VOYAGE NO.:;025N;ARRIVAL:;15-MAR-2026',
      '',
      'B/L No.;Consignee;No. of;Description;Gross Wt;Measurement',
      ';;Pkgs;;(KGS);(CBM)',
      'MAEU1234567;CAFÉ SAN JUAN INC.;1.250;COFFEE IN BAGS;62.500,5;80,25',
      'MAEU1234568;"IGLESIA; ROSA";3;MACHINERY;4.000;12,75',
      'TOTAL;;1.253;;66.500,5;93',
    ].join('\r\n');
    const response = await convert(csv(Buffer.from(text, 'latin1')));
    expect(response.statusCode).toBe(200);
    expect(response.json().header).toEqual({
      vesselName: 'MV PACIFIC STAR',
      voyageNumber: '025N',
      arrivalDate: '2026-03-15',
    });
    expect(response.json().data).toMatchObject([
      {
        blNo: 'MAEU1234567',
        consignee: 'CAFÉ SAN JUAN INC.',
        noOfPackages: 1250,
        grossWeightKilos: 62500.5,
        cbm: 80.25,
      },
      { blNo: 'MAEU1234568', consignee: 'IGLESIA; ROSA', noOfPackages: 3, grossWeightKilos: 4000, cbm: 12.75 },
    ]);
    expect(response.json().documentTotals).toEqual({ noOfPackages: 1253, grossWeightKilos: 66500.5, cbm: 93 });
  });

  it('reads Excel\'s "Unicode text" (.txt): UTF-16 with its mark, parted by tabs', async () => {
    const text = 'B/L NO.\tCONSIGNEE\tPKGS\r\nMAEU1234567\tCAFÉ SAN JUAN INC.\t12\r\n';
    const bytes = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    const response = await convert(upload(bytes, 'manifest.txt', 'text/plain'));
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject([
      { blNo: 'MAEU1234567', consignee: 'CAFÉ SAN JUAN INC.', noOfPackages: 12 },
    ]);
  });

  it('never runs a formula a CSV holds: a name is read as printed, a figure that is one is a doubt', async () => {
    const text = 'BL NO.,CNEE,QTY,KILOS\r\nMAEU1234567,"=HYPERLINK(""http://x"",""CEBU"")",10,=SUM(A1:A9)\r\n';
    const response = await convert(csv(text));
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject([
      {
        consignee: '=HYPERLINK("http://x","CEBU")',
        grossWeightKilos: 0,
        doubts: expect.arrayContaining([{ field: 'grossWeightKilos', kind: 'unread', printed: '=SUM(A1:A9)' }]),
      },
    ]);
  });
});

describe('spreadsheets at the edges', () => {
  it('reads no title from the header row itself, and leaves a total figure beyond any cargo unread, never a 500', async () => {
    const text = [
      'B/L NO.,CONSIGNEE,QTY,VESSEL,VOYAGE,ETA',
      'MAEU1234567,CEBU TRADING INC.,10,MV X,1N,2026-03-15',
      `TOTAL,,${'9'.repeat(400)},,,`,
    ].join('\r\n');
    const response = await convert(csv(text));
    expect(response.statusCode).toBe(200);
    expect(response.json().header).toEqual({ vesselName: null, voyageNumber: null, arrivalDate: null });
    expect(response.json().documentTotals).toBeNull();
  });

  it('refuses more BLs than a work order holds, before any lookup for them', async () => {
    const rows = Array.from({ length: 5001 }, (_, index) => `MAEU${1_000_000 + index},CEBU TRADING INC.,1`);
    const response = await convert(csv(['BL NO.,CNEE,PKGS', ...rows].join('\r\n')));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: workOrderMessages.tooManyItems });
  });

  it('refuses a sheet of far more text than a manifest (its cells cut to 1,000 characters)', async () => {
    const cell = 'A'.repeat(1200);
    const rows = Array.from(
      { length: 400 },
      (_, index) => `MAEU${1_000_000 + index},${cell},1,${cell},${cell},${cell}`,
    );
    const response = await convert(csv(['BL NO.,CNEE,PKGS,A,B,C', ...rows].join('\r\n')));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: manifestMessages.sheetTooComplex });
  });
});

describe('spreadsheets that are no readable manifest', () => {
  it.each<[string, () => FormData | Promise<FormData>, number, keyof typeof manifestMessages]>([
    [
      'an old Excel file (.xls) or an encrypted workbook',
      () => upload(oldExcelFile(), 'manifest.xls'),
      400,
      'oldExcel',
    ],
    ['a Word document (a zip that is no workbook)', () => sheet(wordDocument()), 400, 'fileType'],
    ['an .xlsx cut in its middle', async () => sheet((await smallWorkbook()).subarray(0, 2000)), 400, 'sheetDamaged'],
    ['a sheet without a manifest table', () => noTable(), 400, 'sheetNoTable'],
    ['a CSV of a million rows (2 MB)', () => csv(millionRowsCsv()), 400, 'sheetTooManyRows'],
    ['an .xlsx of a million rows', async () => sheet(await millionRowsWorkbook()), 400, 'sheetTooHeavy'],
    [
      'an .xlsx of three values, the last a million rows down',
      async () => sheet(await farRowWorkbook()),
      400,
      'sheetTooManyRows',
    ],
    [
      'an .xlsx of formulas without their results (never saved by a spreadsheet program)',
      async () => sheet(await smallWorkbook([[{ formula: 'CONCAT("MAEU","1234567")' }, 'CEBU TRADING INC.', 120]])),
      400,
      'sheetUnsavedFormulas',
    ],
    [
      'an .xlsx whose sheet inflates to 200 MB',
      async () => sheet(await zipBombWorkbook(200, false)),
      400,
      'sheetTooHeavy',
    ],
    ['an empty CSV', () => csv('\r\n\r\n'), 400, 'sheetNoTable'],
    ['a file of 5 MB ("less than 5MB")', () => csv(Buffer.alloc(maxManifestBytes, 0x41)), 413, 'tooLarge'],
  ])('refuses %s with a sentence, and reads the next file', async (_, payload, status, message) => {
    const response = await convert(await payload());
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ detail: manifestMessages[message] });
    const next = await convert(sheet(await smallWorkbook()));
    expect(next.statusCode).toBe(200);
    expect(next.json().data).toHaveLength(2);
  });

  it('refuses a workbook whose directory hides a sheet of 1 GB when its reader reaches its memory cap', async () => {
    const bomb = await zipBombWorkbook(1024, true);
    expect(bomb.length).toBeLessThan(maxManifestBytes);
    const response = await convert(sheet(bomb));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: manifestMessages.sheetTooHeavy });
  });
});

/** A sheet of title lines and no table. */
function noTable() {
  return csv('CARGO MANIFEST\r\nVESSEL: MV PACIFIC STAR\r\nNo cargo this voyage.\r\n');
}
