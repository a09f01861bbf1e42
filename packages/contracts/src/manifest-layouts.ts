import { z } from 'zod';
import { idSchema } from './bounds';

/** The fields a manifest column may hold, as the reader and the clerk name them. */
export const manifestFields = [
  'blNo',
  'marksAndNumbers',
  'shipper',
  'consignee',
  'noOfPackages',
  'contents',
  'grossWeightKilos',
  'cbm',
  'cubicFeet',
  'stevedoring',
  'arrastre',
] as const;
export const manifestFieldSchema = z.enum(manifestFields);
export type ManifestField = z.infer<typeof manifestFieldSchema>;

/** The fields a manifest's table must have for its rows to be read (the sentence of the reader's noTable names them). */
export const requiredManifestFields: readonly ManifestField[] = ['blNo', 'consignee', 'noOfPackages'];

/** Columns a layout may have, the length of a column's printed label, and of a layout's key. */
export const maxLayoutColumns = 100;
export const maxLabelLength = 200;
/** A layout's key: the SHA-256 of its labels, in hex. */
export const maxSignatureLength = 64;

export const layoutMessages = {
  required: 'Choose the columns that hold the B/L number, the consignee and the packages.',
  chosenTwice: 'Each field can be chosen for one column only.',
  notFound: 'Manifest layout not found.',
  unlabelled: 'Only a column with a printed label can be given a field.',
  sameLabel: 'Two columns printed with the same label cannot hold different fields.',
  taughtMeanwhile: 'Someone taught this layout at the same moment. Read the file again to see their columns.',
} as const;

/**
 * A label as the reader compares labels: capitals, letters and digits only (of any script: "收货人" and "NÚMERO" are
 * labels), one space between words ("Meas. (m³)" is "MEAS M3", full-width "ＢＬ" is "BL"); a label of punctuation only
 * ("#") is none.
 */
export const normaliseLabel = (label: string) =>
  (/[^\x20-\x7e]/.test(label) ? label.normalize('NFKC') : label)
    .toUpperCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/**
 * A column of a layout: its printed label and the field it holds (null: not read); `below`: the field printed under
 * it in the same column, when the reader read two stacked there ("SHIPPER" over "CONSIGNEE"). A clerk keeps it by
 * keeping the column's field.
 */
export const layoutColumnSchema = z.object({
  label: z.string().trim().max(maxLabelLength),
  field: manifestFieldSchema.nullable(),
  below: manifestFieldSchema.nullable().optional(),
});
export type LayoutColumn = z.infer<typeof layoutColumnSchema>;

/** Rows of a table shown to the clerk under its columns' pickers, and the characters of a cell shown. */
export const sampleRows = 8;
export const sampleCellLength = 120;

/**
 * The table as the reader saw it, in the answer of an upload: its columns (label and the field read there), a few of
 * its lines cell by cell, the key of its layout, and whether a mapping taught for that layout was used. Null when the
 * reader found no table-like text at all.
 */
export const readLayoutSchema = z.object({
  signature: z.string().max(maxSignatureLength),
  remembered: z.boolean(),
  columns: z.array(layoutColumnSchema),
  rows: z.array(z.array(z.string())),
});
export type ReadLayout = z.infer<typeof readLayoutSchema>;

/**
 * The clerk's mapping of a layout's columns: for the vessel's shipping line (the line of its agent) and the layout's
 * key as the upload answered it. Each field on one column at most (a stacked column's two counted); the B/L number,
 * the consignee and the packages on one each.
 */
export const saveManifestLayoutSchema = z.object({
  vesselId: idSchema(),
  signature: z.string().min(1).max(maxSignatureLength),
  columns: z
    .array(layoutColumnSchema)
    .min(1)
    .max(maxLayoutColumns)
    .superRefine((columns, context) => {
      const fields = columns.flatMap((column) =>
        column.field ? [column.field, ...(column.below ? [column.below] : [])] : [],
      );
      // A taught field is found again by its column's label: a column needs one, and one label one field.
      const byLabel = new Map<string, ManifestField | null>();
      const clash = columns.some((column) => {
        const label = normaliseLabel(column.label);
        const before = byLabel.get(label);
        byLabel.set(label, column.field);
        return before !== undefined && before !== column.field;
      });
      if (columns.some((column) => column.field && !normaliseLabel(column.label))) {
        context.addIssue({ code: 'custom', message: layoutMessages.unlabelled });
      } else if (clash) {
        context.addIssue({ code: 'custom', message: layoutMessages.sameLabel });
      } else if (new Set(fields).size !== fields.length) {
        context.addIssue({ code: 'custom', message: layoutMessages.chosenTwice });
      } else if (!requiredManifestFields.every((field) => fields.includes(field))) {
        context.addIssue({ code: 'custom', message: layoutMessages.required });
      }
    }),
});
export type SaveManifestLayout = z.infer<typeof saveManifestLayoutSchema>;

/** A remembered mapping, as the settings list shows it. */
export const manifestLayoutSchema = z.object({
  id: z.number().int(),
  shippingLineId: z.number().int().nullable(),
  shippingLine: z.string().nullable(),
  columns: z.array(layoutColumnSchema),
  updatedAt: z.string(),
  updatedBy: z.string().nullable(),
});
export type ManifestLayout = z.infer<typeof manifestLayoutSchema>;

export const manifestLayoutListSchema = z.object({ data: z.array(manifestLayoutSchema) });
