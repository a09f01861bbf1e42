import type { Monitoring, ProductivityLog, VisitItem } from '@portside/contracts/operations';
import type { WorkOrderDetail } from '@portside/contracts/work-orders';
import { screen, within } from '@testing-library/react';
import { vi } from 'vitest';
import { signIn } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import type { Delays } from '../api/delays';

export const workOrder: WorkOrderDetail = {
  id: 5,
  number: 'WO-2026-00005',
  vesselId: 3,
  status: 'final',
  owner: 'commercial',
  type: 'Cargo',
  arrivalDate: '2026-03-01',
  cargoClass: 'import',
  createdAt: '2026-02-27T02:00:00Z',
  vessel: { id: 3, name: 'MV Pacific Dawn', voyageNumber: 'V.2603', shippingAgent: 'Manila Shipping Agency' },
  vesselType: 'Cargo',
  itemCount: 3,
  totalPackages: 60,
  totalGrossWeight: 31500.5,
  totalCbm: 60.125,
  manifest: null,
  updateRequest: null,
};

export const monitoring: Monitoring = {
  id: 9,
  workOrderId: 5,
  timeOfBerth: '2026-03-01T00:30:00.000Z',
  timeOfDeparture: null,
  berthLocation: 'North Harbor',
  pier: null,
  targetMovesPerHour: 20,
  noGang: 2,
  breakDurationHours: null,
  actualTimeOfArrival: '2026-02-28T22:00:00.000Z',
  totalPackages: 60,
  totalMoves: 35,
  balanceToMove: 25,
  firstMoveTime: '2026-03-01T01:00:00.000Z',
  lastMoveTime: '2026-03-01T03:00:00.000Z',
  actualMovesPerHour: 17.5,
  targetCompletionTime: '2026-03-01T04:15:00.000Z',
  estimatedCompletionTime: '2026-03-01T04:26:00.000Z',
  itemCount: 3,
  dischargedCount: 1,
  percentDone: 22.8,
  reopenedAt: null,
  updatedAt: '2026-03-01T03:00:00.000Z',
};

export const productivity: ProductivityLog = {
  data: [
    { hourStart: '2026-03-01T01:00:00.000Z', hourRange: '09:00-10:00', gang: { '1': 10, '2': 5 }, total: 15 },
    { hourStart: '2026-03-01T02:00:00.000Z', hourRange: '10:00-11:00', gang: { '1': 20 }, total: 20 },
  ],
  gangs: [1, 2],
  totals: { gang: { '1': 30, '2': 5 }, total: 35 },
};

export const delays: Delays = {
  data: [
    {
      id: 1,
      reason: 'Rain',
      notes: 'Hatches closed',
      fromTime: '2026-03-01T02:00:00.000Z',
      toTime: '2026-03-01T03:30:00.000Z',
      totalDelay: 90,
      version: '812',
    },
  ],
  totalMinutes: 90,
};

const visitItem = (itemId: number, overrides: Partial<VisitItem> = {}): VisitItem => ({
  itemId,
  blNo: `MNL-${itemId}`,
  consignee: 'Cebu Steel Corp',
  description: 'STEEL COILS',
  noPackages: 20,
  cbm: 20.5,
  handledAt: null,
  dischargedPackages: null,
  ...overrides,
});

export const visitItems: VisitItem[] = [
  visitItem(11),
  visitItem(12, { noPackages: 15 }),
  visitItem(13, { handledAt: '2026-03-01T02:10:00.000Z', dischargedPackages: 24, noPackages: 25 }),
];

type Handlers = Parameters<typeof signIn>[1];

/** The monitoring page of work order 5 signed in as operation, each call answered from the data above unless given. */
export function openMonitoring(handlers: Handlers = {}, path = '/operations/work-orders/5/monitoring') {
  const fetchMock = signIn('operation', {
    'GET /work-orders/5': () => ({ body: workOrder }),
    'GET /monitoring/work-order/5': () => ({ body: monitoring }),
    'GET /work-orders/5/productivity-logs': () => ({ body: productivity }),
    'GET /work-orders/5/delays': () => ({ body: delays }),
    'GET /work-orders/5/visit-items': () => ({ body: { data: visitItems } }),
    ...handlers,
  });
  return { ...renderApp(path), fetchMock };
}

/** The bodies sent by one method to one path (without /api). */
export function sent(fetchMock: ReturnType<typeof signIn>, method: string, path: string) {
  return fetchMock.mock.calls
    .filter(
      ([input, init]) =>
        (init?.method ?? 'GET') === method && new URL(String(input), 'http://localhost').pathname === `/api${path}`,
    )
    .map(([, init]) => JSON.parse(String(init?.body)));
}

/**
 * A phone's width for the layout's media queries: the date-time pickers then open as dialogs (in jsdom, whose
 * elements have no size, a popover stays hidden).
 */
export function onPhoneWidth() {
  const matchMedia = window.matchMedia;
  vi.stubGlobal('matchMedia', (query: string) => ({ ...matchMedia(query), matches: /max-width/.test(query) }));
}

/** Sets the hours of a date-time field (opened as a dialog on a phone's width) through its 24-hour picker. */
export async function setHours(
  user: ReturnType<typeof renderApp>['user'],
  scope: HTMLElement,
  label: string,
  hours: string,
) {
  await user.click(within(scope).getByRole('button', { name: label }));
  const hoursField = await screen.findByRole('spinbutton', { name: 'Hours' });
  await user.clear(hoursField);
  await user.type(hoursField, hours);
  await user.click(screen.getByRole('button', { name: 'Done' }));
}
