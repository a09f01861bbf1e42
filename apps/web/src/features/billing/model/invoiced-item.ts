import type { VesselItem } from '@portside/contracts/clearances';

/**
 * The BL search of the create invoice page (spec 2.7): the vessel's BLs whose number contains what was typed (any
 * case, spaces around it ignored), and the invoiced one, which is the last of them.
 */
export function filterInvoiceItems(items: readonly VesselItem[], search: string) {
  const typed = search.trim().toLocaleLowerCase();
  const found = typed ? items.filter((item) => item.blNo.toLocaleLowerCase().includes(typed)) : [...items];
  return { found, invoiced: found.at(-1) };
}
