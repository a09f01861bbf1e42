import { z } from 'zod';
import { idParamSchema } from './bounds';
import { manifestFieldSchema, readLayoutSchema } from './manifest-layouts';

/** Spec 9: the largest manifest accepted. */
export const maxManifestBytes = 5 * 1024 * 1024;

/** The measurement unit conversion of the manifests: 1 cubic foot in cubic metres. */
export const cubicMetresPerCubicFoot = 0.028316846592;

/**
 * Spec 3 "Parsed PDF row", plus `cbm`: every row carries the measurement in both units, one as printed and the
 * other converted by the unit the header names. `suggestedConsignee` is the closest registry consignee (null under
 * the threshold); `matchScore` is the similarity of the best candidate, 0 when there is none.
 */
/**
 * What the parser is unsure of in a row, for the Work Order page to show on it: a quantity whose cell printed no
 * number it could read (`unread`, with what was printed; the value is 0), a needed cell left empty (`missing`), or a
 * BL number shaped like none of the manifest's other BLs (`unlike`: perhaps no BL at all), or a field read from a
 * scan with low confidence (`unsure`, with what was read).
 */
export const rowDoubtSchema = z.object({
  // A measurement's doubt is the cbm field's, in whichever unit it was printed.
  field: manifestFieldSchema.exclude(['cubicFeet']),
  kind: z.enum(['unread', 'missing', 'unlike', 'unsure']),
  printed: z.string(),
});
export type RowDoubt = z.infer<typeof rowDoubtSchema>;

export const parsedRowSchema = z.object({
  blNo: z.string(),
  marksAndNumbers: z.string(),
  shipper: z.string(),
  consignee: z.string(),
  noOfPackages: z.number().int(),
  contents: z.string(),
  grossWeightKilos: z.number(),
  measurementCubicFeet: z.number(),
  cbm: z.number(),
  stevedoring: z.string(),
  arrastre: z.string(),
  suggestedConsignee: z.string().nullable(),
  suggestedConsigneeId: z.number().int().nullable(),
  matchScore: z.number().min(0).max(1),
  doubts: z.array(rowDoubtSchema),
});
export type ParsedRow = z.infer<typeof parsedRowSchema>;

/**
 * What the manifest prints above its table, when it prints it. Its ports are shown to the clerk as printed, not kept:
 * neither the vessel visit nor the work order holds a port (docs/domain.md).
 */
export const manifestHeaderSchema = z.object({
  vesselName: z.string().nullable(),
  voyageNumber: z.string().nullable(),
  arrivalDate: z.iso.date().nullable(),
  portOfLoading: z.string().optional(),
  portOfDischarge: z.string().optional(),
});
export type ManifestHeader = z.infer<typeof manifestHeaderSchema>;

/**
 * Spec 5 upload messages (shown by the page before any call) and the server's sentences for files it refuses. Spec
 * 5's "Only PDF files are allowed." names the spreadsheets now read as well.
 */
export const manifestMessages = {
  fileType: 'Only PDF, Excel (.xlsx) or CSV files are allowed.',
  tooLarge: 'File size must be less than 5MB.',
  selectVessel: 'Please select a vessel before uploading the PDF.',
  noFile: 'No file selected.',
  fileOnly: 'Send the manifest alone, as the form field "file".',
  damaged: 'This PDF is damaged or incomplete and cannot be read. Please upload the original file.',
  encrypted: 'This PDF is password-protected. Please upload a copy without a password.',
  noText:
    'No text could be read from this scanned PDF. Please upload a clearer scan (200 dpi or more) or the manifest as a text PDF.',
  scanTooLong:
    'This scanned PDF has more than 20 pages, far more than a manifest. Please upload the manifest alone, or as a text PDF.',
  noTable: 'No cargo manifest table was found in this PDF: no header row with B/L number, consignee and packages.',
  tooHeavy:
    'This PDF unpacks to far more data than a manifest holds and was not read. Please upload the original file.',
  tooComplex:
    'This PDF is too complex to read: it holds far more text or lines than a manifest. Please upload the original file.',
  busy: 'The manifest reader is busy; try again in a minute.',
  readId: 'The reading key must be a UUID.',
  oldExcel:
    'This is an old Excel file (.xls) or a password-protected workbook. Save it as .xlsx without a password, or as CSV, and upload it again.',
  sheetDamaged: 'This spreadsheet is damaged or incomplete and cannot be read. Please upload the original file.',
  sheetTooHeavy:
    'This spreadsheet unpacks to far more data than a manifest holds and was not read. Please upload the original file.',
  sheetTooManyRows: 'This spreadsheet has more than 50,000 rows, far more than a manifest holds, and was not read.',
  sheetTooComplex:
    'This spreadsheet is too complex to read: it holds far more text than a manifest. Please upload the original file.',
  sheetUnsavedFormulas:
    'This spreadsheet has formulas whose results it does not hold (it was never saved by a spreadsheet program). Open it in Excel or LibreOffice, save it, and upload it again.',
  sheetNoTable:
    'No cargo manifest table was found in this spreadsheet: no header row with B/L number, consignee and packages.',
} as const;

/**
 * `readId`: a key the page makes for one reading, to ask how a scan's reading goes (GET
 * /pdf-converter/progress/{readId}) while the upload waits.
 */
const readIdSchema = z
  .string()
  .max(36)
  .pipe(z.uuid({ error: manifestMessages.readId }));

export const convertPdfQuerySchema = z.object({ vesselId: idParamSchema.optional(), readId: readIdSchema.optional() });

/** How a scan's reading goes: the page being read, of how many (both 0 while no scan is being read). */
export const scanProgressSchema = z.object({ page: z.number().int(), pages: z.number().int() });
export type ScanProgress = z.infer<typeof scanProgressSchema>;
export const scanProgressParamsSchema = z.object({ readId: readIdSchema });

/** A BL of the manifest that another work order of the chosen vessel already holds. */
export const blOnOtherWorkOrderSchema = z.object({
  blNo: z.string(),
  workOrderId: z.number().int(),
  workOrderNumber: z.string(),
});
export type BlOnOtherWorkOrder = z.infer<typeof blOnOtherWorkOrderSchema>;

/**
 * What the document's own total row prints (its grand total: TOTAL or GRAND TOTAL, not a sub-total), for the page to
 * compare with the rows: packages, kilograms and CBM (a total in cubic feet converted); null for a figure it does not
 * print, and the whole null when the document prints no total row.
 */
export const documentTotalsSchema = z.object({
  noOfPackages: z.number().nullable(),
  grossWeightKilos: z.number().nullable(),
  cbm: z.number().nullable(),
});
export type DocumentTotals = z.infer<typeof documentTotalsSchema>;

/** A work order the chosen vessel visit already has (a vessel row is one visit: its name and voyage). */
export const visitWorkOrderSchema = z.object({ id: z.number().int(), number: z.string() });
export type VisitWorkOrder = z.infer<typeof visitWorkOrderSchema>;

/** `blsOnOtherWorkOrders` and `visitWorkOrders` are empty when no vessel was named in the query. */
export const convertPdfResponseSchema = z.object({
  status: z.literal('success'),
  data: z.array(parsedRowSchema),
  header: manifestHeaderSchema,
  pages: z.number().int(),
  blsOnOtherWorkOrders: z.array(blOnOtherWorkOrderSchema),
  visitWorkOrders: z.array(visitWorkOrderSchema),
  documentTotals: documentTotalsSchema.nullable(),
  /**
   * The table as read, for the clerk to say what its columns hold: when no header named the B/L number, the consignee
   * and the packages (`data` is then empty), or some columns were not recognised (docs/domain.md "Teaching the reader").
   */
  layout: readLayoutSchema.nullable(),
});
export type ConvertPdfResponse = z.infer<typeof convertPdfResponseSchema>;

/**
 * The files a manifest may come in (spec 5 names PDF; spreadsheets are read too, docs/domain.md "Spreadsheets"), by
 * their name's ending, as the page's file picker offers them: .txt is Excel's "Unicode text" (a CSV of tabs), and an
 * .xls is sent so that the server's sentence says how to save it as .xlsx.
 */
export const manifestFileEndings = ['.pdf', '.xlsx', '.csv', '.txt', '.xls'] as const;
