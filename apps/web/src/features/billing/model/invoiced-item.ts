import type { VesselItem } from '@portside/contracts/clearances';
import { filterByBl } from '../../../lib/vessels/filter-by-bl';

/**
 * The BL search of the create invoice page (spec 2.7): the vessel's BLs it finds, and the invoiced one: the BL the
 * clerk chose among them, or else the last of them (the spec's default).
 */
export function filterInvoiceItems(items: readonly VesselItem[], search: string, chosenId: number | null = null) {
  const found = filterByBl(items, search);
  return { found, invoiced: found.find((item) => item.id === chosenId) ?? found.at(-1) };
}
