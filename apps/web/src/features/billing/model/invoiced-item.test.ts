import type { VesselItem } from '@portside/contracts/clearances';
import { describe, expect, it } from 'vitest';
import { filterInvoiceItems } from './invoiced-item';

const item = (id: number, blNo: string): VesselItem => ({
  id,
  workOrderId: 1,
  arrivalDate: '2025-07-28',
  blNo,
  marksAndNumbers: '',
  shipper: '',
  consignee: 'Luzon Steel Corp.',
  noPackages: 1,
  description: 'STEEL',
  cbmSo: 1,
  grossWeight: 1,
  stevedoring: null,
  arrastre: null,
  clearanceNumber: null,
  invoiceNumber: null,
});
const items = [item(1, 'MNL-001'), item(2, 'MNL-002'), item(3, 'CEB-010')];

describe('the BL search of a new invoice', () => {
  it('keeps the BLs containing the search in any case, and invoices the last of them', () => {
    expect(filterInvoiceItems(items, ' mnl ')).toEqual({ found: items.slice(0, 2), invoiced: items[1] });
    expect(filterInvoiceItems(items, 'ceb').invoiced).toBe(items[2]);
  });

  it('invoices the last BL of the vessel before any search, and none when nothing matches', () => {
    expect(filterInvoiceItems(items, '').invoiced).toBe(items[2]);
    expect(filterInvoiceItems(items, 'XYZ')).toEqual({ found: [], invoiced: undefined });
  });

  it('invoices the BL the clerk chose among those found, and falls back to the last once the search hides it', () => {
    expect(filterInvoiceItems(items, '', 1).invoiced).toBe(items[0]);
    expect(filterInvoiceItems(items, 'mnl', 1).invoiced).toBe(items[0]);
    expect(filterInvoiceItems(items, 'ceb', 1).invoiced).toBe(items[2]);
  });
});
