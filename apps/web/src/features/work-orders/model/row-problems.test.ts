import { workOrderMessages } from '@portside/contracts/work-orders';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { rowFromParsed, settleRow, typeNumber, updateRow, updateSubItem } from './item-rows';
import { buildParsedRow } from './parsed-row-factory';
import { itemProblems, requestProblems } from './row-problems';

const coils = rowFromParsed(buildParsedRow({ blNo: 'B1' }));
const cars = rowFromParsed(buildParsedRow({ blNo: 'B2', contents: 'CARS', stevedoring: 'AITSI', noOfPackages: 2 }));
const again = rowFromParsed(buildParsedRow({ blNo: 'b1' }));
const rows = [coils, cars, again];

describe('what stops the rows from being sent', () => {
  it('is first the incomplete vehicle details, as one message', () => {
    expect(itemProblems(rows)).toEqual([{ message: 'Cannot submit: Some sub-item vehicle details are incomplete.' }]);
  });

  it('then the fields and repeated BL numbers of each row, named by row and BL', () => {
    const done = cars.subItems.reduce(
      (row, sub) => updateSubItem(row, sub.key, { vehicleMaker: 'Kia', vehicleModel: 'Rio', chassisNo: 'K' }),
      cars,
    );
    expect(itemProblems([{ ...coils, description: ' ' }, done, again])).toEqual([
      { row: 1, blNo: 'B1', key: coils.key, message: 'Description is required' },
      { row: 3, blNo: 'b1', key: again.key, message: 'This BL number appears more than once in the work order.' },
    ]);
    expect(itemProblems([done])).toEqual([]);
    expect(itemProblems([typeNumber(done, 'grossWeight', 'many')])).toEqual([
      { row: 1, blNo: 'B2', key: done.key, message: 'Gross weight must be a number of 0 or more' },
    ]);
    expect(itemProblems([])).toEqual([{ message: 'A work order needs at least one item.' }]);
  });

  it('and a row of more vehicles than a row holds, whose vehicles were not made', () => {
    const fleet = rowFromParsed(buildParsedRow({ blNo: 'B9', contents: 'CARS', stevedoring: 'AITSI' }));
    const huge = settleRow(updateRow(fleet, { noPackages: 5_000_000 }));
    expect(itemProblems([huge])).toEqual([
      { row: 1, blNo: 'B9', key: huge.key, message: 'A row can hold at most 10,000 vehicle sub-items.' },
    ]);
  });
});

describe('a refused submit or save', () => {
  it('names the rows of a 422 list, once per row and message', () => {
    const error = new ApiError(422, {
      detail: [
        {
          loc: ['body', 'items', 1, 'sub_items', 0],
          msg: 'Cannot submit: Some sub-item vehicle details are incomplete.',
          type: 'custom',
        },
        {
          loc: ['body', 'items', 1, 'sub_items', 1],
          msg: 'Cannot submit: Some sub-item vehicle details are incomplete.',
          type: 'custom',
        },
        { loc: ['body', 'arrival_date'], msg: 'Arrival date is required', type: 'invalid_format' },
      ],
    });
    expect(requestProblems(error, rows, workOrderMessages.submitFailed)).toEqual([
      { row: 2, blNo: 'B2', key: cars.key, message: 'Cannot submit: Some sub-item vehicle details are incomplete.' },
      { message: 'Arrival date is required' },
    ]);
  });

  it("shows the server's sentence, else the fallback, and Submission failed. without an answer", () => {
    const failed = workOrderMessages.submitFailed;
    expect(
      requestProblems(new ApiError(409, { detail: 'Only a draft work order can be edited.' }), rows, failed),
    ).toEqual([{ message: 'Only a draft work order can be edited.' }]);
    expect(requestProblems(new ApiError(500, null), rows, failed)).toEqual([
      { message: 'Failed to submit work order items' },
    ]);
    // A new work order's submit says its own sentence.
    expect(requestProblems(new ApiError(500, null), rows, workOrderMessages.createFailed)).toEqual([
      { message: 'An unexpected error occurred while creating the work order' },
    ]);
    const proxied = [{ loc: ['body', 'items', 0], msg: 'upstream timed out', type: 'x' }];
    expect(requestProblems(new ApiError(504, { detail: proxied }), rows, failed)).toEqual([
      { message: 'Failed to submit work order items' },
    ]);
    expect(requestProblems(new TypeError('Failed to fetch'), rows, failed)).toEqual([
      { message: 'Submission failed.' },
    ]);
  });
});
