import type { Monitoring } from '@portside/contracts/operations';
import { describe, expect, it } from 'vitest';
import { changedFields, type EditedFields, formValuesOf, patchErrors } from './monitoring-form';

const record: Monitoring = {
  id: 7,
  workOrderId: 5,
  timeOfBerth: '2026-03-01T00:30:00.000Z',
  timeOfDeparture: null,
  berthLocation: 'North Harbor',
  pier: null,
  targetMovesPerHour: 25,
  noGang: 2,
  breakDurationHours: null,
  actualTimeOfArrival: null,
  totalPackages: 100,
  totalMoves: 0,
  balanceToMove: 100,
  firstMoveTime: null,
  lastMoveTime: null,
  actualMovesPerHour: null,
  targetCompletionTime: null,
  estimatedCompletionTime: null,
  itemCount: 3,
  dischargedCount: 0,
  percentDone: 0,
  reopenedAt: null,
  updatedAt: '2026-03-01T00:00:00.000Z',
};

const all: EditedFields = {
  actualTimeOfArrival: true,
  timeOfBerth: true,
  timeOfDeparture: true,
  berthLocation: true,
  pier: true,
  targetMovesPerHour: true,
  noGang: true,
  breakDurationHours: true,
};

describe('the changed fields of the monitoring form', () => {
  it('are none for the loaded record, also when the server writes the same instant another way', () => {
    expect(changedFields(formValuesOf(record), record, all)).toEqual({});
    expect(changedFields({ ...formValuesOf(record), timeOfBerth: '2026-03-01T08:30:00+08:00' }, record, all)).toEqual(
      {},
    );
  });

  it('are only the edited ones: a field the record changed meanwhile, not edited here, is never sent', () => {
    const departed = { ...record, timeOfDeparture: '2026-03-02T10:00:00.000Z', pier: 'Pier 2' };
    const values = { ...formValuesOf(record), berthLocation: 'South Harbor' };
    expect(changedFields(values, departed, { berthLocation: true })).toEqual({ berthLocation: 'South Harbor' });
    expect(changedFields(values, departed, {})).toEqual({});
  });

  it('holds only what differs, texts trimmed, blanks and emptied numbers as null', () => {
    const values = {
      ...formValuesOf(record),
      berthLocation: '  South Harbor  ',
      pier: '   ',
      noGang: '',
      breakDurationHours: 1.5,
      timeOfDeparture: '2026-03-02T10:00:00.000Z',
      actualTimeOfArrival: '2026-02-28T22:00:00.000Z',
    };
    expect(changedFields(values, record, all)).toEqual({
      berthLocation: 'South Harbor',
      noGang: null,
      breakDurationHours: 1.5,
      timeOfDeparture: '2026-03-02T10:00:00.000Z',
      actualTimeOfArrival: '2026-02-28T22:00:00.000Z',
    });
    expect(changedFields({ ...formValuesOf(record), berthLocation: ' North Harbor ' }, record, all)).toEqual({});
    expect(changedFields({ ...formValuesOf(record), berthLocation: '' }, record, all)).toEqual({
      berthLocation: null,
    });
  });

  it('are refused with Must be ≥ 0 when negative or not a number', () => {
    const patch = changedFields(
      { ...formValuesOf(record), targetMovesPerHour: -1, breakDurationHours: '-', noGang: 3 },
      record,
      all,
    );
    expect(patchErrors(patch)).toEqual({ targetMovesPerHour: 'Must be ≥ 0', breakDurationHours: 'Must be ≥ 0' });
    expect(patchErrors({ noGang: 3 })).toEqual({});
  });
});
