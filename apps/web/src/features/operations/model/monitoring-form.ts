import { type Monitoring, type MonitoringPatch, monitoringPatchSchema } from '@portside/contracts/operations';

/** The editable fields of the monitoring form as the inputs hold them: instants or null, texts, numbers or ''. */
export type MonitoringFormValues = {
  actualTimeOfArrival: string | null;
  timeOfBerth: string | null;
  timeOfDeparture: string | null;
  berthLocation: string;
  pier: string;
  targetMovesPerHour: number | string;
  noGang: number | string;
  breakDurationHours: number | string;
};
export type MonitoringField = keyof MonitoringFormValues;
export const monitoringFields: MonitoringField[] = [
  'actualTimeOfArrival',
  'timeOfBerth',
  'timeOfDeparture',
  'berthLocation',
  'pier',
  'targetMovesPerHour',
  'noGang',
  'breakDurationHours',
];

export function formValuesOf(record: Monitoring): MonitoringFormValues {
  return {
    actualTimeOfArrival: record.actualTimeOfArrival,
    timeOfBerth: record.timeOfBerth,
    timeOfDeparture: record.timeOfDeparture,
    berthLocation: record.berthLocation ?? '',
    pier: record.pier ?? '',
    targetMovesPerHour: record.targetMovesPerHour ?? '',
    noGang: record.noGang ?? '',
    breakDurationHours: record.breakDurationHours ?? '',
  };
}

const sameInstant = (a: string | null, b: string | null) =>
  a === null || b === null ? a === b : Date.parse(a) === Date.parse(b);
const textOf = (value: string) => value.trim() || null;
/** An emptied number field clears it; anything typed that is not a number stays NaN, which validation refuses. */
const numberOf = (value: number | string) => (value === '' ? null : Number(value));

/** Which fields the user edited (react-hook-form's dirtyFields). */
export type EditedFields = Partial<Record<MonitoringField, boolean>>;

/**
 * Spec 5: only the fields the user edited that differ from the latest record, trimmed (a blank text clears the
 * field). A field left alone is never sent, so a change made meanwhile elsewhere (a departure recorded, another
 * clerk's save) is not overwritten. An empty patch means nothing changed: nothing is sent.
 */
export function changedFields(values: MonitoringFormValues, record: Monitoring, edited: EditedFields): MonitoringPatch {
  const patch: MonitoringPatch = {};
  for (const field of ['actualTimeOfArrival', 'timeOfBerth', 'timeOfDeparture'] as const) {
    if (!sameInstant(values[field], record[field])) patch[field] = values[field];
  }
  for (const field of ['berthLocation', 'pier'] as const) {
    const value = textOf(values[field]);
    if (value !== record[field]) patch[field] = value;
  }
  for (const field of ['targetMovesPerHour', 'noGang', 'breakDurationHours'] as const) {
    const value = numberOf(values[field]);
    if (!Object.is(value, record[field])) patch[field] = value;
  }
  for (const field of Object.keys(patch) as MonitoringField[]) {
    if (!edited[field]) delete patch[field];
  }
  return patch;
}

/** The contract's messages (Must be ≥ 0 ...) of a patch, on the fields they name. */
export function patchErrors(patch: MonitoringPatch): Partial<Record<MonitoringField, string>> {
  const parsed = monitoringPatchSchema.safeParse(patch);
  if (parsed.success) return {};
  const errors: Partial<Record<MonitoringField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as MonitoringField;
    errors[field] ??= issue.message;
  }
  return errors;
}
