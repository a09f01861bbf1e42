import type { VisitReport } from '@portside/contracts/operations';
import { buildWorkOrder } from '../../../test/work-orders';

const { manifest: _manifest, ...workOrder } = buildWorkOrder({ status: 'completed' });

/** The report of a completed visit of three BLs: one landed in full, one short and one over. */
export function buildVisitReport(overrides: Partial<VisitReport> = {}): VisitReport {
  return {
    workOrder,
    monitoring: {
      id: 9,
      workOrderId: 5,
      timeOfBerth: '2025-03-01T00:30:00Z',
      timeOfDeparture: '2025-03-01T09:00:00Z',
      berthLocation: 'Berth 3',
      pier: 'Pier 2',
      targetMovesPerHour: 10,
      noGang: 2,
      breakDurationHours: 1,
      actualTimeOfArrival: '2025-02-28T22:00:00Z',
      totalPackages: 30,
      totalMoves: 31,
      balanceToMove: -1,
      firstMoveTime: '2025-03-01T01:00:00Z',
      lastMoveTime: '2025-03-01T03:00:00Z',
      actualMovesPerHour: 15.5,
      targetCompletionTime: '2025-03-01T05:00:00Z',
      estimatedCompletionTime: null,
      itemCount: 3,
      dischargedCount: 3,
      percentDone: 37.5,
      reopenedAt: null,
      updatedAt: '2025-03-01T09:00:00Z',
    },
    delays: {
      data: [
        {
          id: 1,
          reason: 'Rain',
          notes: 'Hatches closed',
          fromTime: '2025-03-01T02:00:00Z',
          toTime: '2025-03-01T03:15:00Z',
          totalDelay: 75,
          version: '801',
        },
        {
          id: 2,
          reason: 'Crane breakdown',
          notes: null,
          fromTime: '2025-03-01T04:00:00Z',
          toTime: '2025-03-01T04:50:00Z',
          totalDelay: 50,
          version: '802',
        },
      ],
      totalMinutes: 125,
    },
    productivity: {
      data: [
        { hourStart: '2025-03-01T01:00:00Z', hourRange: '09:00-10:00', gang: { '1': 8, '2': 6 }, total: 14 },
        { hourStart: '2025-03-01T02:00:00Z', hourRange: '10:00-11:00', gang: { '1': 17 }, total: 17 },
      ],
      gangs: [1, 2],
      totals: { gang: { '1': 25, '2': 6 }, total: 31 },
    },
    categories: [
      { category: 'stevedoring', totalCbm: 120.5, handledCbm: 100.25, remainingCbm: 20.25 },
      { category: 'arrastre', totalCbm: 45.5, handledCbm: 45.5, remainingCbm: 0 },
    ],
    outturn: {
      rows: [
        { itemId: 1, blNo: 'MNL-1', consignee: 'Cebu Steel Corp', manifested: 10, discharged: 10, difference: 0 },
        { itemId: 2, blNo: 'MNL-2', consignee: 'Davao Cement Inc.', manifested: 12, discharged: 9, difference: -3 },
        { itemId: 3, blNo: 'MNL-3', consignee: 'Iloilo Rice Trading', manifested: 8, discharged: 12, difference: 4 },
      ],
      shortLanded: [
        { itemId: 2, blNo: 'MNL-2', consignee: 'Davao Cement Inc.', manifested: 12, discharged: 9, difference: -3 },
      ],
      overLanded: [
        { itemId: 3, blNo: 'MNL-3', consignee: 'Iloilo Rice Trading', manifested: 8, discharged: 12, difference: 4 },
      ],
      manifested: 30,
      discharged: 31,
    },
    ...overrides,
  };
}
