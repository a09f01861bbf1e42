import type { VesselItem } from '@portside/contracts/clearances';
import { orDash } from '../lib/dash';
import { useFormatNumber } from '../lib/format-number';
import type { ItemsColumn } from './items-table';

/** A BL as a manifest prints it: a work order's item and a vessel's BL both have these. */
type ItemFields = Omit<VesselItem, 'id' | 'workOrderId' | 'clearanceNumber' | 'invoiceNumber'>;
export type ItemColumnKey =
  | 'blNo'
  | 'marksAndNumbers'
  | 'shipper'
  | 'consignee'
  | 'noPackages'
  | 'description'
  | 'kg'
  | 'cbm'
  | 'stevedoring'
  | 'arrastre';

/**
 * The manifest columns of a BL (spec 2.6 and 2.7: BL No to Arrastre), headed as each screen words them; a missing
 * marks, shipper or handler shows the dash.
 */
export function useItemColumns<Row extends ItemFields>(header: (key: ItemColumnKey) => string): ItemsColumn<Row>[] {
  const format = useFormatNumber();
  const end = { ta: 'end' } as const;
  return [
    { key: 'blNo', header: header('blNo'), cell: (item) => item.blNo, td: { fw: 600 } },
    {
      key: 'marksAndNumbers',
      header: header('marksAndNumbers'),
      cell: (item) => orDash(item.marksAndNumbers),
      td: { style: { whiteSpace: 'pre-line' } },
    },
    { key: 'shipper', header: header('shipper'), cell: (item) => orDash(item.shipper) },
    { key: 'consignee', header: header('consignee'), cell: (item) => item.consignee },
    { key: 'noPackages', header: header('noPackages'), cell: (item) => format.count(item.noPackages), td: end },
    { key: 'description', header: header('description'), cell: (item) => item.description },
    { key: 'kg', header: header('kg'), cell: (item) => format.weight(item.grossWeight), td: end },
    { key: 'cbm', header: header('cbm'), cell: (item) => format.cbm(item.cbmSo), td: end },
    { key: 'stevedoring', header: header('stevedoring'), cell: (item) => orDash(item.stevedoring) },
    { key: 'arrastre', header: header('arrastre'), cell: (item) => orDash(item.arrastre) },
  ];
}
