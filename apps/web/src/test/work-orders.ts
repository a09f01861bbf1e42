import type { Item, WorkOrderDetail } from '@portside/contracts/work-orders';

/** A work order as GET /work-orders/{id} answers it (the list's rows are the same without manifest and request). */
export function buildWorkOrder(overrides: Partial<WorkOrderDetail> = {}): WorkOrderDetail {
  return {
    id: 5,
    number: 'WO-2025-00005',
    vesselId: 3,
    status: 'draft',
    owner: 'admin',
    type: 'Cargo',
    arrivalDate: '2025-03-01',
    cargoClass: 'import',
    createdAt: '2025-02-27T02:00:00Z',
    vessel: { id: 3, name: 'MV Pacific Dawn', voyageNumber: 'V.2503', shippingAgent: 'Manila Shipping Agency' },
    vesselType: 'Ro-Ro',
    itemCount: 2,
    totalPackages: 12,
    totalGrossWeight: 31500.5,
    totalCbm: 60.125,
    manifest: null,
    updateRequest: null,
    ...overrides,
  };
}

export function buildItem(itemId: number, overrides: Partial<Item> = {}): Item {
  return {
    itemId,
    woId: 5,
    blNo: `MNL-${itemId}`,
    marksAndNumbers: 'N/M',
    shipper: 'Guangzhou Steel Co.',
    consignee: 'Cebu Steel Corp',
    consigneeId: 8,
    noPackages: 10,
    description: 'STEEL COILS',
    grossWeight: 30000,
    cbmSo: 45.5,
    stevedoring: 'PORTSIDE TERMINAL SERVICES INC.',
    arrastre: null,
    subItems: [],
    ...overrides,
  };
}

/** A vehicle sub-item, complete unless its details are left out. */
export const buildVehicle = (id: number, complete = true) => ({
  id,
  vehicleMaker: complete ? 'Toyota' : null,
  vehicleModel: complete ? 'Hilux' : null,
  chassisNo: complete ? `MR0HA3CD10012345${id}` : null,
  lengthCm: null,
  widthCm: null,
  heightCm: null,
  cbm: null,
});
