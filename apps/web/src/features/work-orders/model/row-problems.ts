import { validationIssueSchema } from '@portside/contracts/validation';
import { countIncompleteSubItems, replaceItemsBodySchema, workOrderMessages } from '@portside/contracts/work-orders';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/api-error';
import { entryProblems, type ItemRow, needsTooManyVehicles, toItemInput } from './item-rows';

/** A problem of the item list, named by the table row (counted from 1), its BL and key when it is about one. */
export type RowProblem = { message: string; row?: number; blNo?: string; key?: string };

type Issue = { path: readonly PropertyKey[]; message: string };

/**
 * The issues of the items schema (path from the body: `items.3.subItems.0`), one line per row and message: a row
 * with several incomplete vehicles is named once.
 */
export function rowProblems(issues: readonly Issue[], rows: readonly ItemRow[]): RowProblem[] {
  const seen = new Set<string>();
  const problems: RowProblem[] = [];
  for (const { path, message } of issues) {
    const index = path[0] === 'items' && typeof path[1] === 'number' ? path[1] : null;
    const row = index === null ? undefined : rows[index];
    const problem: RowProblem =
      row && index !== null ? { message, row: index + 1, blNo: row.blNo, key: row.key } : { message };
    const id = `${problem.row ?? ''}|${message}`;
    if (seen.has(id)) continue;
    seen.add(id);
    problems.push(problem);
  }
  return problems;
}

/** The 422 list of the server (loc `['body', 'items', 3, 'sub_items', 0]`) as row problems, or null without one. */
export function serverRowProblems(detail: unknown, rows: readonly ItemRow[]): RowProblem[] | null {
  if (!Array.isArray(detail)) return null;
  const issues = detail.flatMap((entry) => {
    const parsed = validationIssueSchema.safeParse(entry);
    return parsed.success ? [{ path: parsed.data.loc.slice(1), message: parsed.data.msg }] : [];
  });
  return issues.length > 0 ? rowProblems(issues, rows) : null;
}

/**
 * What stops the rows from being sent, checked by the schema the server applies: incomplete vehicle details first
 * (spec 5, one message), then numbers typed that are not numbers and package counts of more vehicles than a row
 * holds, then each row's missing or wrong fields and repeated BL numbers.
 */
export function itemProblems(rows: ItemRow[]): RowProblem[] {
  if (countIncompleteSubItems(rows) > 0) return [{ message: workOrderMessages.vehicleDetailsIncomplete }];
  const typed = rows.flatMap((row, index) => [
    ...entryProblems(row).map(({ field, message }) => ({ path: ['items', index, field], message })),
    ...(needsTooManyVehicles(row)
      ? [{ path: ['items', index, 'subItems'], message: workOrderMessages.tooManySubItems }]
      : []),
  ]);
  const checked = replaceItemsBodySchema.safeParse({ items: rows.map(toItemInput) });
  return rowProblems([...typed, ...(checked.success ? [] : checked.error.issues)], rows);
}

const submissionFailed = 'Submission failed.';

/**
 * A refused submit or save (spec 8): the server's 422 list by row, else its sentence, else the fallback (`failed`:
 * a new work order's, or its items' when saved); a call that got no answer failed.
 */
export function requestProblems(error: unknown, rows: readonly ItemRow[], failed: string): RowProblem[] {
  if (!(error instanceof ApiError)) return [{ message: submissionFailed }];
  return (
    (error.status < 500 ? serverRowProblems(error.body?.detail, rows) : null) ?? [
      { message: errorMessage(error, failed) },
    ]
  );
}
