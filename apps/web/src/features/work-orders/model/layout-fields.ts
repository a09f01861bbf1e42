import type { ManifestField, ReadLayout } from '@portside/contracts/manifest-layouts';

/** The fields of a layout's columns with `field` chosen for column `index`, and taken from any other column. */
export function withField(
  fields: readonly (ManifestField | null)[],
  index: number,
  field: ManifestField | null,
): (ManifestField | null)[] {
  return fields.map((current, at) => (at === index ? field : field !== null && current === field ? null : current));
}

/**
 * The field the reader read stacked under column `index`'s (docs/domain.md "Two fields stacked in one column"), while
 * the clerk keeps the column's field and gives that field to no other column; else null.
 */
export function keptBelow(
  layout: ReadLayout,
  fields: readonly (ManifestField | null)[],
  index: number,
): ManifestField | null {
  const column = layout.columns[index];
  const below = column?.below ?? null;
  return below && fields[index] === column?.field && !fields.includes(below) ? below : null;
}

/**
 * The labels of the columns a layout read without a field, to offer them to the clerk: none when the layout was read
 * with a mapping taught for it (its unread columns were chosen so). Columns with no label and nothing in them are not
 * columns of the table.
 */
export function unreadLabels(layout: ReadLayout | null): string[] {
  if (!layout || layout.remembered) return [];
  return layout.columns.flatMap((column, index) => {
    const printed = layout.rows.some((row) => row[index]);
    return column.field === null && (column.label || printed) ? [column.label || `#${index + 1}`] : [];
  });
}
