import type { TableTdProps } from '@mantine/core';
import type { VesselItem } from '@portside/contracts/clearances';
import type { ReactNode } from 'react';
import { orDash } from '../lib/dash';
import { type numberFormats, useFormatNumber } from '../lib/format-number';
import type { ItemsColumn } from './items-table';

/** A BL as a manifest prints it: a work order's item and a vessel's BL both have these. */
type ItemFields = Omit<VesselItem, 'id' | 'workOrderId' | 'clearanceNumber' | 'invoiceNumber' | 'arrivalDate'>;
type ManifestColumn = {
  key: string;
  cell: (item: ItemFields, format: ReturnType<typeof numberFormats>) => ReactNode;
  td?: TableTdProps;
};

const end = { ta: 'end' } as const;
const manifestColumns = [
  { key: 'blNo', cell: (item) => item.blNo, td: { fw: 600 } },
  { key: 'marksAndNumbers', cell: (item) => orDash(item.marksAndNumbers), td: { style: { whiteSpace: 'pre-line' } } },
  { key: 'shipper', cell: (item) => orDash(item.shipper) },
  { key: 'consignee', cell: (item) => item.consignee },
  { key: 'noPackages', cell: (item, format) => format.count(item.noPackages), td: end },
  { key: 'description', cell: (item) => item.description },
  { key: 'kg', cell: (item, format) => format.weight(item.grossWeight), td: end },
  { key: 'cbm', cell: (item, format) => format.cbm(item.cbmSo), td: end },
  { key: 'stevedoring', cell: (item) => orDash(item.stevedoring) },
  { key: 'arrastre', cell: (item) => orDash(item.arrastre) },
] as const satisfies readonly ManifestColumn[];
type ItemColumnKey = (typeof manifestColumns)[number]['key'];

/**
 * The manifest columns of a BL (spec 2.6 and 2.7: BL No to Arrastre), headed as each screen words them; a missing
 * marks, shipper or handler shows the dash.
 */
export function useItemColumns<Row extends ItemFields>(header: (key: ItemColumnKey) => string): ItemsColumn<Row>[] {
  const format = useFormatNumber();
  return manifestColumns.map(({ key, cell, ...look }) => ({
    key,
    header: header(key),
    cell: (item: Row) => cell(item, format),
    ...look,
  }));
}
