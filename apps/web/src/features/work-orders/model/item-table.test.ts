import { describe, expect, it } from 'vitest';
import { rowFromParsed } from './item-rows';
import { type ItemTableAction, type ItemTableState, itemTableReducer, tableOf } from './item-table';
import { buildParsedRow } from './parsed-row-factory';

const run = (state: ItemTableState, ...actions: ItemTableAction[]) => actions.reduce(itemTableReducer, state);

function threeRows() {
  const rows = ['B1', 'B2', 'B3'].map((blNo, index) =>
    rowFromParsed(
      buildParsedRow({
        blNo,
        suggestedConsignee: index === 2 ? null : `REGISTRY ${blNo}`,
        suggestedConsigneeId: index === 2 ? null : index + 1,
        matchScore: 0.8,
      }),
    ),
  );
  const keys = rows.map((row) => row.key) as [string, string, string];
  return { state: tableOf(rows), keys };
}

describe('the item table', () => {
  it('selects rows one by one and all at once', () => {
    const { state, keys } = threeRows();
    const one = run(state, { type: 'toggle', key: keys[1] });
    expect([...one.selected]).toEqual([keys[1]]);
    expect(run(one, { type: 'toggle', key: keys[1] }).selected.size).toBe(0);
    const all = run(one, { type: 'selectAll', keys, selected: true });
    expect(all.selected.size).toBe(3);
    expect(run(all, { type: 'selectAll', keys: [keys[0]], selected: false }).selected).toEqual(
      new Set([keys[1], keys[2]]),
    );
  });

  it('Edit needs selected rows and edits those; Save keeps the edits', () => {
    const { state, keys } = threeRows();
    expect(run(state, { type: 'edit' }).editing).toBeNull();
    const editing = run(state, { type: 'toggle', key: keys[0] }, { type: 'edit' });
    expect(editing.editing?.keys).toEqual(new Set([keys[0]]));
    const saved = run(editing, { type: 'update', key: keys[0], patch: { shipper: 'Changed' } }, { type: 'save' });
    expect(saved.editing).toBeNull();
    expect(saved.rows[0]?.shipper).toBe('Changed');
  });

  it('Cancel goes back to the table as it was when Edit began, suggestions and vehicles included', () => {
    const { state, keys } = threeRows();
    const before = run(state, { type: 'update', key: keys[1], patch: { shipper: 'Kept' } });
    const cancelled = run(
      before,
      { type: 'toggle', key: keys[0] },
      { type: 'edit' },
      {
        type: 'update',
        key: keys[0],
        patch: { shipper: 'Lost', stevedoring: 'AITSI', description: 'CAR', noPackages: 3 },
      },
      { type: 'apply', key: keys[0] },
      { type: 'cancel' },
    );
    expect(cancelled.editing).toBeNull();
    expect(cancelled.rows).toBe(before.rows);
    expect(cancelled.rows[1]?.shipper).toBe('Kept');
  });

  it('makes the vehicles follow a typed package count when the input is left or at Save, not per keystroke', () => {
    const { state, keys } = threeRows();
    const cars = run(
      state,
      { type: 'update', key: keys[0], patch: { stevedoring: 'AITSI', noPackages: 10 } },
      { type: 'settle', key: keys[0] },
    );
    const filled = cars.rows[0]?.subItems.reduce(
      (table, sub, index) =>
        run(table, { type: 'updateSubItem', key: keys[0], subKey: sub.key, patch: { chassisNo: `C${index + 1}` } }),
      cars,
    );
    if (!filled) throw new Error('no row');
    const typing = run(filled, { type: 'toggle', key: keys[0] }, { type: 'edit' });
    const passing = run(typing, { type: 'update', key: keys[0], patch: { noPackages: 1 } });
    expect(passing.rows[0]?.subItems).toHaveLength(10);
    const saved = run(passing, { type: 'update', key: keys[0], patch: { noPackages: 12 } }, { type: 'save' });
    expect(saved.rows[0]?.subItems.map((sub) => sub.chassisNo)).toEqual([
      ...Array.from({ length: 10 }, (_, index) => `C${index + 1}`),
      '',
      '',
    ]);
    expect(
      run(saved, { type: 'update', key: keys[0], patch: { noPackages: 1 } }, { type: 'settle', key: keys[0] }).rows[0]
        ?.subItems,
    ).toEqual([]);
  });

  it('keeps the selection while rows are edited', () => {
    const { state, keys } = threeRows();
    const editing = run(state, { type: 'toggle', key: keys[0] }, { type: 'edit' });
    const after = run(
      editing,
      { type: 'toggle', key: keys[1] },
      { type: 'selectAll', keys, selected: true },
      { type: 'deleteSelected' },
    );
    expect(after.selected).toEqual(new Set([keys[0]]));
    expect(after.rows).toHaveLength(3);
  });

  it('deletes the selected rows', () => {
    const { state, keys } = threeRows();
    const after = run(
      state,
      { type: 'toggle', key: keys[0] },
      { type: 'toggle', key: keys[2] },
      { type: 'deleteSelected' },
    );
    expect(after.rows.map((row) => row.blNo)).toEqual(['B2']);
    expect(after.selected.size).toBe(0);
  });

  it('applies, declines and reverts one suggestion, and applies all those still offered', () => {
    const { state, keys } = threeRows();
    const declined = run(state, { type: 'decline', key: keys[0] });
    expect(declined.rows[0]).toMatchObject({ consignee: 'AUTO DISTRIBUTORS CORP', suggestionState: 'declined' });
    const all = run(declined, { type: 'applyAll' });
    expect(all.rows.map((row) => [row.consignee, row.consigneeId])).toEqual([
      ['AUTO DISTRIBUTORS CORP', null],
      ['REGISTRY B2', 2],
      ['AUTO DISTRIBUTORS CORP', null],
    ]);
    const reverted = run(all, { type: 'revert', key: keys[1] }, { type: 'apply', key: keys[0] });
    expect(reverted.rows.map((row) => [row.consignee, row.suggestionState])).toEqual([
      ['REGISTRY B1', 'applied'],
      ['AUTO DISTRIBUTORS CORP', 'offered'],
      ['AUTO DISTRIBUTORS CORP', 'offered'],
    ]);
  });

  it('edits and deletes vehicles of a row, and a new load starts over', () => {
    const { state, keys } = threeRows();
    const cars = run(
      state,
      { type: 'update', key: keys[0], patch: { stevedoring: 'AITSI', noPackages: 3 } },
      { type: 'settle', key: keys[0] },
    );
    const subKey = cars.rows[0]?.subItems[0]?.key ?? '';
    const typed = run(cars, { type: 'updateSubItem', key: keys[0], subKey, patch: { vehicleMaker: 'Kia' } });
    expect(typed.rows[0]?.subItems[0]?.vehicleMaker).toBe('Kia');
    const deleted = run(typed, { type: 'deleteSubItem', key: keys[0], subKey });
    expect(deleted.rows[0]).toMatchObject({ noPackages: 2, subItems: [expect.anything(), expect.anything()] });
    const reloaded = run(deleted, { type: 'toggle', key: keys[0] }, { type: 'load', rows: [] });
    expect(reloaded).toEqual(tableOf([]));
  });
});
