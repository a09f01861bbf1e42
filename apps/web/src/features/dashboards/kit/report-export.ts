import Papa from 'papaparse';
import { saveFile } from '../../../lib/save-file';
import type { Cell, CellKind, ReportSheet } from './report-columns';
import type { ReportFilters } from './use-report-filters';

// A CSV holds plain figures, whatever the user's locale: CBM with the 3 places of the API (the screen rounds to 2),
// so that a spreadsheet's sum of the rows equals the totals row; tonnes with their 3 places too.
const plainThreePlaces = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 3,
  maximumFractionDigits: 3,
  useGrouping: false,
});

/**
 * Text a spreadsheet would run as a formula (a consignee named =HYPERLINK(...)): papaparse prefixes it with a quote.
 * A minus is escaped too unless the whole cell is a figure ("-150.00" stays a number; "-2+3+cmd|..." does not).
 */
const formulaStart = /^([=+@\t\r]|-(?!\d+(\.\d+)?$))/;

const csvCell = (kind: CellKind | undefined, cell: Cell): string =>
  cell === null
    ? ''
    : (kind === 'cbm' || kind === 'tonnes') && typeof cell === 'number'
      ? plainThreePlaces.format(cell)
      : String(cell);

const csvRows = (sheet: ReportSheet) => [
  sheet.headers,
  ...sheet.rows.map((row) => row.map((cell, index) => csvCell(sheet.kinds[index], cell))),
];

/**
 * One table as a CSV (its header, rows and totals row); several as sections of one file, each under its title line
 * and after a blank line. It starts with a byte order mark, so that a spreadsheet reads its headers as UTF-8.
 */
function toCsv(sheets: readonly ReportSheet[]): string {
  const lines =
    sheets.length === 1 && sheets[0]
      ? csvRows(sheets[0])
      : sheets.flatMap((sheet, index) => [...(index > 0 ? [[]] : []), [sheet.title], ...csvRows(sheet)]);
  return `\uFEFF${Papa.unparse(lines, { escapeFormulae: formulaStart })}`;
}

export const saveCsv = (sheets: readonly ReportSheet[], fileName: string) =>
  saveFile(new Blob([toCsv(sheets)], { type: 'text/csv;charset=utf-8' }), fileName);

const numberFormats: Record<CellKind, string | undefined> = {
  text: undefined,
  date: undefined,
  count: '#,##0',
  cbm: '#,##0.00',
  tonnes: '#,##0.000',
  money: '#,##0.00',
};

/** A worksheet's name: at most 31 characters, none of those Excel refuses. */
const sheetName = (title: string) => title.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31);

/** One sheet per table, figures as numbers in the formats of the screen; exceljs is loaded only now. */
async function toXlsx(sheets: readonly ReportSheet[]): Promise<Blob> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  for (const sheet of sheets) {
    const worksheet = workbook.addWorksheet(sheetName(sheet.title));
    worksheet.addRow(sheet.headers).font = { bold: true };
    sheet.rows.forEach((row, rowIndex) => {
      // Money travels as a decimal string; a workbook cell holds it as a number, shown with its 2 places.
      const added = worksheet.addRow(
        row.map((cell, index) => (sheet.kinds[index] === 'money' && cell !== null ? Number(cell) : cell)),
      );
      if (rowIndex === sheet.rows.length - 1) added.font = { bold: true };
    });
    sheet.kinds.forEach((kind, index) => {
      const column = worksheet.getColumn(index + 1);
      column.numFmt = numberFormats[kind] ?? '@';
      column.width = Math.max(12, (sheet.headers[index]?.length ?? 0) + 2);
    });
  }
  const buffer = await workbook.xlsx.writeBuffer();
  return new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
}

export const saveXlsx = async (sheets: readonly ReportSheet[], fileName: string) =>
  saveFile(await toXlsx(sheets), fileName);

/** The period in a file name: the month, else the year, else from-year-to-year (docs/domain.md). */
export const periodOfFile = ({ month, fromYear, toYear }: ReportFilters) =>
  month ?? (fromYear === toYear ? String(fromYear) : `${fromYear}-${toYear}`);

/** A name in a file name: spaces and the characters file systems refuse become dashes. */
export const namePart = (name: string) =>
  name
    .trim()
    .replace(/[\\/:*?"<>|\p{Cc}\s]+/gu, '-')
    .replace(/^-+|-+$/g, '');
