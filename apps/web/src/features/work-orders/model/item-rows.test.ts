import type { Item } from '@portside/contracts/work-orders';
import { describe, expect, it } from 'vitest';
import {
  applySuggestion,
  declineSuggestion,
  deleteSubItem,
  doubtOf,
  entryProblems,
  type ItemRow,
  incompleteSubItemsOf,
  needsTooManyVehicles,
  numberEntry,
  revertConsignee,
  rowFromItem,
  rowFromParsed,
  settleRow,
  toItemInput,
  totalsOf,
  typeNumber,
  updateRow,
  updateSubItem,
} from './item-rows';
import { buildParsedRow } from './parsed-row-factory';

const vehicles = (packages: number) =>
  rowFromParsed(buildParsedRow({ noOfPackages: packages, contents: 'MOTOR VEHICLES', stevedoring: 'AITSI' }));
const complete = { vehicleMaker: 'Toyota', vehicleModel: 'Hilux', chassisNo: 'MR0HA3CD' };

describe('rows read from the manifest', () => {
  it('map the parser fields onto the item fields and keep the printed consignee', () => {
    const row = rowFromParsed(buildParsedRow());
    expect(row).toMatchObject({
      blNo: 'MNL001',
      consignee: 'AUTO DISTRIBUTORS CORP',
      printedConsignee: 'AUTO DISTRIBUTORS CORP',
      consigneeId: null,
      noPackages: 1,
      description: 'STEEL COILS',
      grossWeight: 12000.5,
      cbmSo: 10,
      subItems: [],
      suggestion: null,
    });
  });

  it("keep a figure the parser could not read as printed, in its field with the field's message, not as 0", () => {
    const row = rowFromParsed(
      buildParsedRow({
        noOfPackages: 0,
        cbm: 0,
        doubts: [
          { field: 'noOfPackages', kind: 'unread', printed: 'TEN' },
          { field: 'cbm', kind: 'missing', printed: '' },
          { field: 'consignee', kind: 'missing', printed: '' },
        ],
      }),
    );
    expect(row.entries).toEqual({ noPackages: 'TEN', cbmSo: '' });
    expect(entryProblems(row).map((problem) => problem.field)).toEqual(['noPackages', 'cbmSo']);
    expect(rowFromParsed(buildParsedRow()).entries).toBeUndefined();
  });

  it('keep every doubt of the parser on the row until its field is changed', () => {
    const doubts = [
      { field: 'consignee', kind: 'missing', printed: '' },
      { field: 'noOfPackages', kind: 'unread', printed: '1.5' },
      { field: 'contents', kind: 'missing', printed: '' },
      { field: 'grossWeightKilos', kind: 'unread', printed: 'N/A' },
      { field: 'cbm', kind: 'missing', printed: '' },
    ] as const;
    const row = rowFromParsed(buildParsedRow({ consignee: '', contents: '', doubts: [...doubts] }));
    expect(row.doubts).toEqual(doubts);
    expect(doubtOf(row, 'description')).toEqual(doubts[2]);
    const typed = typeNumber(typeNumber(updateRow(row, { consignee: 'ACME' }), 'noPackages', '2'), 'cbmSo', 'x');
    expect(typed.doubts?.map((doubt) => doubt.field)).toEqual(['contents', 'grossWeightKilos']);
    expect(doubtOf(typed, 'consignee')).toBeUndefined();
    const cleared = typeNumber(updateRow(typed, { description: 'RICE' }), 'grossWeight', '10');
    expect(cleared.doubts).toBeUndefined();
    expect(rowFromParsed(buildParsedRow()).doubts).toBeUndefined();
  });

  it('take a suggestion that only repeats the printed name, and offer one that differs', () => {
    const suggested = { suggestedConsigneeId: 7, matchScore: 1 };
    const same = rowFromParsed(buildParsedRow({ ...suggested, suggestedConsignee: 'Auto Distributors Corp ' }));
    expect(same).toMatchObject({ consignee: 'AUTO DISTRIBUTORS CORP', consigneeId: 7, suggestion: null });
    const other = rowFromParsed(buildParsedRow({ ...suggested, suggestedConsignee: 'AUTO DISTRIBUTORS CORPORATION' }));
    expect(other).toMatchObject({ consigneeId: null, suggestion: { consignee: 'AUTO DISTRIBUTORS CORPORATION' } });
  });

  it('start an AITSI non-rice row of 3 packages with 3 blank vehicles, and others with none', () => {
    expect(vehicles(3).subItems).toHaveLength(3);
    expect(vehicles(3).subItems[0]).toMatchObject({ vehicleMaker: '', chassisNo: '', cbm: null });
    expect(vehicles(1).subItems).toEqual([]);
    expect(rowFromParsed(buildParsedRow({ noOfPackages: 3 })).subItems).toEqual([]);
    const rice = buildParsedRow({ noOfPackages: 3, contents: 'RICE IN BAGS', arrastre: 'aitsi' });
    expect(rowFromParsed(rice).subItems).toEqual([]);
    expect(rowFromParsed({ ...rice, contents: 'PRICE TAGS' }).subItems).toHaveLength(3);
  });

  it('carry the suggestion only when the registry named a consignee', () => {
    const row = rowFromParsed(
      buildParsedRow({
        suggestedConsignee: 'AUTO DISTRIBUTORS CORPORATION',
        suggestedConsigneeId: 7,
        matchScore: 0.82,
      }),
    );
    expect(row.suggestion).toEqual({ consignee: 'AUTO DISTRIBUTORS CORPORATION', consigneeId: 7, matchScore: 0.82 });
    expect(row.suggestionState).toBe('offered');
  });
});

describe('the package count and the vehicles (spec 4)', () => {
  const typed = (row: ItemRow, patch: Parameters<typeof updateRow>[1]) => settleRow(updateRow(row, patch));

  it('raising the count above 1 adds blank vehicles up to it, keeping those typed', () => {
    const two = vehicles(2);
    const row = updateSubItem(two, two.subItems[0]?.key ?? '', complete);
    const raised = typed(row, { noPackages: 4 });
    expect(raised.subItems).toHaveLength(4);
    expect(raised.subItems[0]).toMatchObject(complete);
    expect(raised.subItems[3]).toMatchObject({ vehicleMaker: '' });
  });

  it('lowering the count removes the extras from the end; 1 or fewer removes all', () => {
    const row = vehicles(4);
    const lowered = typed(row, { noPackages: 2 });
    expect(lowered.subItems.map((sub) => sub.key)).toEqual(row.subItems.slice(0, 2).map((sub) => sub.key));
    expect(typed(row, { noPackages: 1 }).subItems).toEqual([]);
    expect(typed(row, { noPackages: 0 }).subItems).toEqual([]);
  });

  it('waits for the count to be settled: 10 typed over as 1 then 12 keeps the 10 vehicles', () => {
    const ten = vehicles(10);
    const filled = ten.subItems.reduce(
      (row, sub, index) => updateSubItem(row, sub.key, { ...complete, chassisNo: `C${index + 1}` }),
      ten,
    );
    const passing = updateRow(filled, { noPackages: 1 });
    expect(passing.subItems).toBe(filled.subItems);
    const twelve = settleRow(updateRow(passing, { noPackages: 12 }));
    expect(twelve.subItems.slice(0, 10)).toEqual(filled.subItems);
    expect(twelve.subItems).toHaveLength(12);
    expect(settleRow(twelve)).toBe(twelve);
  });

  it('makes no vehicles for more packages than a row holds (10,000), keeping those it has', () => {
    expect(vehicles(10_001).subItems).toEqual([]);
    expect(needsTooManyVehicles(vehicles(10_001))).toBe(true);
    expect(needsTooManyVehicles(rowFromParsed(buildParsedRow({ noOfPackages: 9e12 })))).toBe(false);
    const three = vehicles(3);
    expect(typed(three, { noPackages: 5_000_000 }).subItems).toBe(three.subItems);
    expect(typed(three, { noPackages: 10_000 }).subItems).toHaveLength(10_000);
  });

  it('applies only to AITSI non-rice rows, and follows a row that becomes or stops being one', () => {
    const coils = rowFromParsed(buildParsedRow({ noOfPackages: 2 }));
    expect(typed(coils, { noPackages: 5 }).subItems).toEqual([]);
    const handled = typed(coils, { stevedoring: 'AITSI' });
    expect(handled.subItems).toHaveLength(2);
    expect(typed(handled, { description: 'rice' }).subItems).toEqual([]);
  });

  it('leaves the vehicles alone when other fields change', () => {
    const row = vehicles(2);
    expect(updateRow(row, { shipper: 'Other' }).subItems).toBe(row.subItems);
  });

  it('deleting a vehicle sets the count to the vehicles left, or 1 when none is left', () => {
    const row = vehicles(3);
    const once = deleteSubItem(row, row.subItems[1]?.key ?? '');
    expect(once.noPackages).toBe(2);
    expect(once.subItems.map((sub) => sub.key)).toEqual([row.subItems[0]?.key, row.subItems[2]?.key]);
    const twice = deleteSubItem(once, once.subItems[0]?.key ?? '');
    expect(twice).toMatchObject({ noPackages: 1, subItems: [expect.anything()] });
    expect(deleteSubItem(twice, twice.subItems[0]?.key ?? '')).toMatchObject({ noPackages: 1, subItems: [] });
  });

  it('computes a vehicle CBM from L × W × H in cm once all three are given, and lets it be typed', () => {
    const row = vehicles(2);
    const key = row.subItems[0]?.key ?? '';
    const partial = updateSubItem(row, key, { lengthCm: 450, widthCm: 180 });
    expect(partial.subItems[0]?.cbm).toBeNull();
    const sized = updateSubItem(partial, key, { heightCm: 150 });
    expect(sized.subItems[0]?.cbm).toBe(12.15);
    expect(updateSubItem(sized, key, { cbm: 11 }).subItems[0]?.cbm).toBe(11);
    expect(updateSubItem(sized, key, { chassisNo: 'X' }).subItems[0]?.cbm).toBe(12.15);
  });

  it('counts the vehicles lacking maker, model or chassis of AITSI non-rice rows', () => {
    const row = vehicles(3);
    const filled = updateSubItem(row, row.subItems[0]?.key ?? '', complete);
    expect(incompleteSubItemsOf(filled)).toBe(2);
    const blank = updateSubItem(filled, filled.subItems[1]?.key ?? '', { ...complete, chassisNo: '  ' });
    expect(incompleteSubItemsOf(blank)).toBe(2);
    expect(incompleteSubItemsOf({ ...filled, stevedoring: 'OTHER' })).toBe(0);
  });
});

describe('the suggested consignee', () => {
  const suggested = rowFromParsed(
    buildParsedRow({ suggestedConsignee: 'AUTO DISTRIBUTORS CORPORATION', suggestedConsigneeId: 7, matchScore: 0.9 }),
  );

  it('Apply takes the registry name and id', () => {
    expect(applySuggestion(suggested)).toMatchObject({
      consignee: 'AUTO DISTRIBUTORS CORPORATION',
      consigneeId: 7,
      suggestionState: 'applied',
    });
  });

  it('Decline hides the suggestion and keeps the printed text', () => {
    expect(declineSuggestion(suggested)).toMatchObject({
      consignee: 'AUTO DISTRIBUTORS CORP',
      consigneeId: null,
      suggestionState: 'declined',
    });
  });

  it('Revert goes back to the printed consignee after Apply or Decline, with the suggestion offered again', () => {
    for (const changed of [applySuggestion(suggested), declineSuggestion(suggested)]) {
      expect(revertConsignee(changed)).toMatchObject({
        consignee: 'AUTO DISTRIBUTORS CORP',
        consigneeId: null,
        suggestionState: 'offered',
      });
    }
  });

  it('a consignee typed by hand is no longer the applied registry consignee', () => {
    expect(updateRow(applySuggestion(suggested), { consignee: 'SOMEONE ELSE' }).consigneeId).toBeNull();
    expect(updateRow(applySuggestion(suggested), { shipper: 'x' }).consigneeId).toBe(7);
  });

  it('does nothing on a row without a suggestion', () => {
    const plain = rowFromParsed(buildParsedRow());
    expect(applySuggestion(plain)).toBe(plain);
    expect(declineSuggestion(plain)).toBe(plain);
  });
});

describe('rows sent and loaded', () => {
  it('send the item fields with the vehicles, without the page keys', () => {
    const row = vehicles(2);
    const input = toItemInput(
      applySuggestion({ ...row, suggestion: { consignee: 'A', consigneeId: 3, matchScore: 1 } }),
    );
    expect(input).toEqual({
      blNo: 'MNL001',
      marksAndNumbers: 'N/M',
      shipper: 'Hyundai Glovis',
      consignee: 'A',
      consigneeId: 3,
      noPackages: 2,
      description: 'MOTOR VEHICLES',
      grossWeight: 12000.5,
      cbmSo: 10,
      stevedoring: 'AITSI',
      arrastre: 'PORTSIDE TERMINAL SERVICES INC.',
      subItems: [
        {
          vehicleMaker: '',
          vehicleModel: '',
          chassisNo: '',
          lengthCm: null,
          widthCm: null,
          heightCm: null,
          cbm: null,
        },
        {
          vehicleMaker: '',
          vehicleModel: '',
          chassisNo: '',
          lengthCm: null,
          widthCm: null,
          heightCm: null,
          cbm: null,
        },
      ],
    });
  });

  it('load stored items with their id and vehicles as saved, and send the id back', () => {
    const item: Item = {
      itemId: 41,
      woId: 5,
      blNo: 'B1',
      marksAndNumbers: '',
      shipper: 'S',
      consignee: 'C',
      consigneeId: 9,
      noPackages: 2,
      description: 'CARS',
      grossWeight: 3000,
      cbmSo: 24,
      stevedoring: 'AITSI',
      arrastre: null,
      subItems: [
        {
          id: 1,
          vehicleMaker: 'Kia',
          vehicleModel: null,
          chassisNo: 'K1',
          lengthCm: null,
          widthCm: null,
          heightCm: null,
          cbm: 12,
        },
      ],
    };
    const row = rowFromItem(item);
    expect(row).toMatchObject({ itemId: 41, consigneeId: 9, arrastre: '', suggestion: null });
    expect(row.subItems).toHaveLength(1);
    expect(toItemInput(row)).toMatchObject({
      itemId: 41,
      arrastre: '',
      subItems: [{ vehicleMaker: 'Kia', vehicleModel: '', chassisNo: 'K1', cbm: 12 }],
    });
  });
});

describe('the summaries', () => {
  it('count rows and packages and add kg and CBM rounded to 2 decimals', () => {
    const rows: ItemRow[] = [
      rowFromParsed(buildParsedRow({ noOfPackages: 3, grossWeightKilos: 0.105, cbm: 0.105 })),
      rowFromParsed(buildParsedRow({ noOfPackages: 2, grossWeightKilos: 0.2, cbm: 0.2 })),
    ];
    expect(totalsOf(rows)).toEqual({ rows: 2, packages: 5, grossWeight: 0.31, cbm: 0.31 });
    expect(totalsOf([])).toEqual({ rows: 0, packages: 0, grossWeight: 0, cbm: 0 });
  });
});

describe('numbers typed into a row', () => {
  const packagesMessage = 'Number of packages must be a whole number of 0 or more';
  const cbmMessage = 'CBM must be a number of 0 or more';

  it('are read by the rule the server applies; blank, letters, negatives and fractions of packages are refused', () => {
    expect(numberEntry('noPackages', ' 12 ')).toEqual({ value: 12 });
    expect(numberEntry('cbmSo', '4.25')).toEqual({ value: 4.25 });
    expect(numberEntry('noPackages', 'abc')).toEqual({ message: packagesMessage });
    expect(numberEntry('noPackages', '')).toEqual({ message: packagesMessage });
    expect(numberEntry('noPackages', '1.5')).toEqual({ message: packagesMessage });
    expect(numberEntry('cbmSo', '-5')).toEqual({ message: cbmMessage });
  });

  it('keep what is not a number as typed, with the last number, until a number replaces it', () => {
    const row = rowFromParsed(buildParsedRow({ noOfPackages: 3, cbm: 7 }));
    const typed = typeNumber(typeNumber(row, 'noPackages', 'abc'), 'cbmSo', '-5');
    expect(typed).toMatchObject({ noPackages: 3, cbmSo: 7, entries: { noPackages: 'abc', cbmSo: '-5' } });
    expect(entryProblems(typed)).toEqual([
      { field: 'noPackages', message: packagesMessage },
      { field: 'cbmSo', message: cbmMessage },
    ]);
    const fixed = typeNumber(typed, 'noPackages', '4');
    expect(fixed).toMatchObject({ noPackages: 4, entries: { cbmSo: '-5' }, unsettled: true });
    expect(entryProblems(fixed)).toEqual([{ field: 'cbmSo', message: cbmMessage }]);
  });
});
