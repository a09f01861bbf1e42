/** Whole minutes from one instant to another, or null unless the end is after the start (spec 5: total delay). */
export function minutesBetween(from: string | null, to: string | null): number | null {
  if (!from || !to) return null;
  const minutes = Math.round((Date.parse(to) - Date.parse(from)) / 60_000);
  return minutes > 0 ? minutes : null;
}

/** Minutes as the hours and minutes the delay log shows. */
export function hoursAndMinutes(total: number) {
  return { hours: Math.floor(total / 60), minutes: total % 60 };
}
