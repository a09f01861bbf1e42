import type { VesselItem } from '@portside/contracts/clearances';
import { filterByBl } from '../../../lib/vessels/filter-by-bl';

/** The BL search of the create invoice page (spec 2.7): the vessel's BLs it finds, and the invoiced one, the last of them. */
export function filterInvoiceItems(items: readonly VesselItem[], search: string) {
  const found = filterByBl(items, search);
  return { found, invoiced: found.at(-1) };
}
