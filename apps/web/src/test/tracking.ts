import type { TrackingResult } from '@portside/contracts/tracking';

/** A BL as track answers it: discharged, cleared, billed, paid and out of the gate. */
export const buildTrackingResult = (id: number, overrides: Partial<TrackingResult> = {}): TrackingResult => ({
  id,
  blNo: 'MNL-001',
  vesselName: 'MV Pacific Star',
  voyageNo: 'V.2511',
  description: 'RICE IN BAGS',
  consignee: 'LUZON GRAINS INC.',
  shipper: 'HANOI RICE EXPORT CO.',
  noPackages: 4000,
  cbmSo: 260.125,
  grossWeight: 200000.5,
  arrivalDate: '2025-11-03',
  timeOfBerth: '2025-11-03T06:15:00.000Z',
  handledAt: '2025-11-04T01:00:00.000Z',
  gateOutAt: '2025-11-10T02:30:00.000Z',
  stevedoring: 'SHIPSIDE STEVEDORES',
  arrastre: 'PORTSIDE TERMINAL SERVICES INC.',
  clearanceNumber: 'CL-2025-0042',
  clearanceDate: '2025-11-05',
  invoiceNumber: 'SI-000123',
  billingDate: '2025-11-06',
  orNumber: 'OR-1000456',
  orDateIssued: '2025-11-07',
  ...overrides,
});
