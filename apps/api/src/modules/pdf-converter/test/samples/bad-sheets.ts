import { constants, crc32, deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { strToU8, unzipSync, zipSync } from 'fflate';

/** A small genuine workbook: a header row and two BLs. */
export async function smallWorkbook(rows: (string | number | ExcelJS.CellFormulaValue)[][] = []): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Manifest');
  sheet.addRow(['B/L NO.', 'CONSIGNEE', 'PKGS', 'DESCRIPTION', 'GROSS WEIGHT (KGS)', 'CBM']);
  for (const row of rows.length
    ? rows
    : [
        ['MAEU1234567', 'CEBU TRADING INC.', 120, 'STEEL COILS', 24000, 18.5],
        ['MAEU1234568', 'DAVAO AGRI VENTURES CORP.', 3944, 'RICE IN BAGS', 197200, 260.1],
      ])
    sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A workbook of three values, the last in a sheet's last row (A1048576): a million rows, whatever few it holds. */
export async function farRowWorkbook(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Manifest');
  sheet.getCell('A1').value = 'B/L NO.';
  sheet.getCell('A2').value = 'MAEU1234567';
  sheet.getCell('A1048576').value = 'END';
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * The workbook with its sheet replaced by `megabytes` of zeros, which deflate to almost nothing. `lying`: its zip
 * directory says the sheet holds 1 KB, so only the reader's memory cap can stop it.
 */
export async function zipBombWorkbook(megabytes: number, lying: boolean): Promise<Buffer> {
  const entries = unzipSync(await smallWorkbook());
  const sheet = 'xl/worksheets/sheet1.xml';
  const files = Object.entries(entries).map(([name, data]) =>
    name === sheet
      ? { name, ...zeros(megabytes), declared: lying ? 1024 : megabytes * 1024 * 1024 }
      : { name, deflated: deflateRawSync(data), crc: crc32(data), declared: data.length },
  );
  return zipOf(files);
}

/**
 * `megabytes` of zeros deflated, without making them: one megabyte flushed to a byte boundary is a run of blocks that
 * may be repeated, and an empty final block ends the stream.
 */
function zeros(megabytes: number): { deflated: Buffer; crc: number } {
  const megabyte = Buffer.alloc(1024 * 1024);
  const chunk = deflateRawSync(megabyte, { finishFlush: constants.Z_SYNC_FLUSH });
  let crc = 0;
  for (let count = 0; count < megabytes; count++) crc = crc32(megabyte, crc);
  return { deflated: Buffer.concat([...Array(megabytes).fill(chunk), Buffer.from([0x03, 0x00])]), crc };
}

/** A zip archive of deflated entries, each with the uncompressed size it declares. */
function zipOf(files: { name: string; deflated: Buffer; crc: number; declared: number }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { name, deflated, crc, declared } of files) {
    const encoded = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(deflated.length, 18);
    local.writeUInt32LE(declared, 22);
    local.writeUInt16LE(encoded.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(deflated.length, 20);
    central.writeUInt32LE(declared, 24);
    central.writeUInt16LE(encoded.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, encoded, deflated);
    centrals.push(central, encoded);
    offset += local.length + encoded.length + deflated.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A CSV of a header and a million BL-less rows of one digit: 2 MB, under the upload's limit. */
export const millionRowsCsv = () => Buffer.from(`B/L NO.,CONSIGNEE,PKGS\r\n${'1\r\n'.repeat(1_000_000)}`);

/** An .xlsx of a million rows, a million rows being what Excel itself allows a sheet. */
export async function millionRowsWorkbook(): Promise<Buffer> {
  const rows: string[] = [];
  for (let row = 1; row <= 1_000_000; row++) rows.push(`<row r="${row}"><c r="A${row}"><v>1</v></c></row>`);
  const entries = unzipSync(await smallWorkbook());
  entries['xl/worksheets/sheet1.xml'] = strToU8(
    `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${rows.join('')}</sheetData></worksheet>`,
  );
  return Buffer.from(zipSync(entries, { level: 1 }));
}

/** A zip that is no workbook, as a Word document is. */
export const wordDocument = () =>
  Buffer.from(zipSync({ 'word/document.xml': strToU8('<document/>'), '[Content_Types].xml': strToU8('<Types/>') }));

/** The first bytes of an Excel 97-2003 workbook (an OLE2 compound file), as an encrypted .xlsx also starts. */
export const oldExcelFile = () =>
  Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(4096)]);
