/** Calendar days written YYYY-MM-DD, counted as dates (never as instants: a day has no time zone here). */
const dayMs = 86_400_000;
const epochDay = (day: string) => Date.parse(`${day}T00:00:00Z`) / dayMs;

/** The day `count` days after `day` (before it when negative). */
export const addDays = (day: string, count: number) =>
  new Date((epochDay(day) + count) * dayMs).toISOString().slice(0, 10);

/** The days after `day`, by their count from it (a loop over days parses `day` once). */
export const daysAfter = (day: string) => {
  const first = epochDay(day);
  return (count: number) => new Date((first + count) * dayMs).toISOString().slice(0, 10);
};

/** Whole days from `from` to `to`: 1 from a day to the next. */
export const daysBetween = (from: string, to: string) => Math.round(epochDay(to) - epochDay(from));
