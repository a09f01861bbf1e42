import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { blankSubItem, type ItemRow } from './item-rows';
import { canFillDown, clipboardCells, fillDown, pastedPatches } from './vehicles';

const rowOf = (makers: string[]) =>
  ({ subItems: makers.map((vehicleMaker) => ({ ...blankSubItem(), vehicleMaker })) }) as ItemRow;

describe('vehicle details at scale', () => {
  it('fill down: every empty cell under a filled one takes the nearest value above; filled cells stay', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('', 'TOYOTA', 'KIA', 'HONDA'), { maxLength: 30 }), (makers) => {
        const filled = fillDown(rowOf(makers), 'vehicleMaker').subItems.map((sub) => sub.vehicleMaker);
        let above = '';
        makers.forEach((maker, index) => {
          above = maker || above;
          expect(filled[index]).toBe(maker || above);
        });
        expect(canFillDown(rowOf(filled).subItems, 'vehicleMaker')).toBe(false);
      }),
    );
  });

  it('reads a block as a spreadsheet copies it: tabs, Windows lines, quoted cells with breaks', () => {
    expect(clipboardCells('A\tB\r\n"C\nD"\tE\r\n')).toEqual([
      ['A', 'B'],
      ['C\nD', 'E'],
    ]);
  });

  it('takes figures as spreadsheets copy them in any locale, dimensions in the unit they name', () => {
    expect(pastedPatches([['1,234.5 cm', '', '12', 'x', '9']], 'lengthCm')).toEqual({
      patches: [{ lengthCm: 1234.5, widthCm: null, heightCm: 12 }],
      unread: 2,
      labels: false,
    });
    const { patches } = pastedPatches([['452,5', '4520 mm', '1.8 m', '1.234,5']], 'lengthCm');
    expect(patches).toEqual([{ lengthCm: 452.5, widthCm: 452, heightCm: 180, cbm: 1234.5 }]);
    expect(pastedPatches([['4,520', '4.520']], 'lengthCm').patches).toEqual([{ lengthCm: 4520, widthCm: 4520 }]);
  });

  it('leaves out a first line of column labels copied with the block', () => {
    const { patches, labels } = pastedPatches(
      [
        ['Maker', 'Model', 'Chassis No.', 'L (cm)'],
        ['KIA', 'K2500', 'KNC1', '515'],
      ],
      'vehicleMaker',
    );
    expect(labels).toBe(true);
    expect(patches).toEqual([{ vehicleMaker: 'KIA', vehicleModel: 'K2500', chassisNo: 'KNC1', lengthCm: 515 }]);
    // A single line is a vehicle, whatever it says.
    expect(pastedPatches([['Make', 'Model']], 'vehicleMaker').labels).toBe(false);
  });
});
