// Reads a spreadsheet manifest (.xlsx by exceljs, .csv by papaparse) into grids of cell texts, in a reader process
// (read-text-child.mjs), so that a hostile file can only exhaust that process's capped time and memory. Plain
// JavaScript, like the reader. The libraries load on the first spreadsheet.

/**
 * Rows a sheet may have: a work order holds at most 5,000 BLs, and a BL may take several rows (wrapped descriptions,
 * addresses, blank separators). A sheet of more is no manifest, refused before its table is read.
 */
export const maxSheetRows = 50_000;
/** Columns read: a manifest has 8 to 20; text further right is not part of the table. */
export const maxSheetColumns = 100;
/** Characters a cell keeps: a manifest's longest (a description, an address) has a few hundred. */
const maxCellCharacters = 1000;
/**
 * Characters the sheets may hold in all, as a PDF's text (parse-manifest.ts): the table stage, in the server's
 * thread, then has bounded work, and a string shared by a million cells is not sent a million times.
 */
export const maxSheetCharacters = 1_500_000;
/**
 * Merged ranges passed on: those that start in the rows where a header is looked for (sheet-table.ts), at most
 * `maxMerges`, so that the table stage, in the server's thread, does bounded work whatever the file merges.
 */
const mergesAbove = 50;
const maxMerges = 1000;
/** Sheets looked at, in the workbook's order. */
const maxSheets = 20;
/**
 * What an .xlsx may unpack to, as its own directory declares it: a 5,000-BL manifest unpacks to some 4 MB, and
 * `maxSheetRows` rows of twelve cells to some 20 MB. More is a zip bomb or a sheet of far more rows than a manifest
 * (a million rows of one cell are 40 MB), refused before anything is inflated; a file whose directory lies is stopped
 * by the reader's memory cap.
 */
const maxUnpackedBytes = 32 * 1024 * 1024;

/**
 * The sheets of the file: each a name, its rows of cell texts (at most `maxSheetColumns`; "" for an empty cell) and
 * its merged ranges as [top, left, bottom, right] from 0, or a failure the upload names.
 */
export async function readSheets({ format, data }) {
  const read = format === 'csv' ? await readCsv(data) : await readXlsx(data);
  if ('failure' in read) return read;
  let characters = 0;
  for (const sheet of read.sheets) {
    for (const row of sheet.rows) {
      for (let column = 0; column < row.length; column++) {
        row[column] = row[column].slice(0, maxCellCharacters);
        characters += row[column].length;
      }
    }
  }
  return characters > maxSheetCharacters ? { failure: 'tooComplex' } : read;
}

async function readXlsx(data) {
  const { unzipSync } = await import('fflate');
  let unpacked = 0;
  let workbook = false;
  try {
    unzipSync(data, {
      filter: (file) => {
        unpacked += file.originalSize;
        workbook ||= file.name === 'xl/workbook.xml';
        return false;
      },
    });
  } catch {
    return { failure: 'damaged' };
  }
  // Another zip (a Word document, an archive) is not a spreadsheet.
  if (!workbook) return { failure: 'notWorkbook' };
  if (unpacked > maxUnpackedBytes) return { failure: 'tooHeavy' };
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(data);
  } catch {
    return { failure: 'damaged' };
  }
  const sheets = [];
  for (const worksheet of book.worksheets.slice(0, maxSheets)) {
    if (worksheet.state !== 'visible') continue;
    // Rows with values: a row that only carries a style counts for nothing.
    if (worksheet.actualRowCount > maxSheetRows) return { failure: 'tooManyRows' };
    const rows = [];
    let lastRow = 0;
    worksheet.eachRow({ includeEmpty: false }, (row, number) => {
      lastRow = number;
      const cells = [];
      row.eachCell({ includeEmpty: false }, (cell, column) => {
        // A merged range's other cells repeat its first one's value: its range says where it spreads.
        if (column <= maxSheetColumns && cell.type !== ExcelJS.ValueType.Merge)
          cells[column - 1] = cellText(cell.value);
      });
      rows[number - 1] = Array.from(cells, (text) => text ?? '');
    });
    // A value a million rows down makes a sheet of a million rows, whatever few it holds.
    if (lastRow > maxSheetRows) return { failure: 'tooManyRows' };
    const merges = (worksheet.model.merges ?? [])
      .map(decodeRange)
      .filter((range) => range && range[0] < mergesAbove)
      .slice(0, maxMerges);
    sheets.push({ name: worksheet.name, rows: Array.from(rows, (row) => row ?? []), merges });
  }
  return { sheets };
}

/** "B2:D3" as [1, 1, 2, 3]. */
function decodeRange(range) {
  const match = /^([A-Z]+)(\d+):([A-Z]+)(\d+)$/.exec(range);
  if (!match) return null;
  const column = (letters) => [...letters].reduce((value, letter) => value * 26 + letter.charCodeAt(0) - 64, 0) - 1;
  return [Number(match[2]) - 1, column(match[1]), Number(match[4]) - 1, column(match[3])];
}

/**
 * A cell as a person reads it: a formula by its computed result (a formula is never evaluated here; one whose result
 * the file does not hold, written by a program and never saved by a spreadsheet program, as its text "=SUM(D8:D11)",
 * as a CSV holds it), rich text
 * and links by their text, a date as YYYY-MM-DD, a number in full without float noise (0.1 + 0.2 is "0.3"), an
 * error as Excel shows it ("#N/A").
 */
function cellText(value) {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(Number(value.toPrecision(15))) : '';
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  if ('result' in value || 'formula' in value || 'sharedFormula' in value) {
    return value.result === undefined || value.result === null ? `=${value.formula ?? ''}` : cellText(value.result);
  }
  if (Array.isArray(value.richText)) return value.richText.map((part) => part.text ?? '').join('');
  if ('text' in value) return cellText(value.text);
  if ('error' in value) return String(value.error);
  return '';
}

/**
 * A CSV as one sheet: UTF-8 (with or without its byte order mark), UTF-16 when its mark says so (Excel's "Unicode
 * text"), else Windows-1252 (older Windows exports); the delimiter is the one of comma, semicolon, tab and bar that
 * parts the lines most consistently (a file with decimal commas is parted by semicolons): csvDelimiter.
 */
async function readCsv(data) {
  const { default: Papa } = await import('papaparse');
  const text = decodeText(data);
  const parsed = Papa.parse(text, { delimiter: csvDelimiter(Papa, text), preview: maxSheetRows + 1 });
  if (parsed.data.length > maxSheetRows) return { failure: 'tooManyRows' };
  const rows = parsed.data.map((row) => row.slice(0, maxSheetColumns).map((cell) => cell.trim()));
  return { sheets: [{ name: 'CSV', rows, merges: [], delimiter: parsed.meta.delimiter }] };
}

const delimiters = [',', ';', '\t', '|'];

/**
 * The delimiter that parts most of the first lines with text into the same number of cells (two or more), the larger
 * number on a tie. Papa Parse's own guess weighs every change of count between lines, so title lines of one cell and
 * blank lines above a table make it choose the comma of a file of semicolons and decimal commas.
 */
function csvDelimiter(Papa, text) {
  let best = { delimiter: ',', lines: 0, cells: 0 };
  for (const delimiter of delimiters) {
    const { data } = Papa.parse(text, { delimiter, preview: 50, skipEmptyLines: 'greedy' });
    const counts = new Map();
    for (const row of data) if (row.length > 1) counts.set(row.length, (counts.get(row.length) ?? 0) + 1);
    for (const [cells, lines] of counts) {
      if (lines > best.lines || (lines === best.lines && cells > best.cells)) best = { delimiter, lines, cells };
    }
  }
  return best.delimiter;
}

function decodeText(data) {
  if (data[0] === 0xff && data[1] === 0xfe) return new TextDecoder('utf-16le').decode(data.subarray(2));
  if (data[0] === 0xfe && data[1] === 0xff) return new TextDecoder('utf-16be').decode(data.subarray(2));
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(data);
  } catch {
    return new TextDecoder('windows-1252').decode(data);
  }
}
