import type { VesselItem } from '@portside/contracts/clearances';

/** The BL search of a vessel's BLs: those whose number contains what was typed, ignoring case and the spaces around it. */
export function filterByBl(items: readonly VesselItem[], search: string): VesselItem[] {
  const typed = search.trim().toLocaleLowerCase();
  return typed ? items.filter((item) => item.blNo.toLocaleLowerCase().includes(typed)) : [...items];
}
