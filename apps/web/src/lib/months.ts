/** Months of a year (spec 9: Jan to Dec), 1 to 12. */
export const months = Array.from({ length: 12 }, (_, index) => index + 1);

/** The locale's month names, January first ("Jan" short, "January" long). */
export function monthNames(locale: string, width: 'short' | 'long' = 'short') {
  const format = new Intl.DateTimeFormat(locale, { month: width, timeZone: 'UTC' });
  return months.map((month) => format.format(Date.UTC(2000, month - 1, 15)));
}
