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

  it('takes figures with a decimal point, thousands commas and a unit after them; counts what it cannot take', () => {
    expect(pastedPatches([['1,234.5 cm', '', '12', 'x', '9']], 'lengthCm')).toEqual({
      patches: [{ lengthCm: 1234.5, widthCm: null, heightCm: 12 }],
      unread: 1,
    });
  });
});
