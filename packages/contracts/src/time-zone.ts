/**
 * The terminal's time zone until an admin sets another (settings). Its own module, without zod: the web's guard
 * reads it before the first screen, and the first paint must not carry the schemas.
 */
export const defaultTimeZone = 'Asia/Manila';

/**
 * GET /settings/time-zone: the zone in which every signed-in screen shows instants, and today on the terminal's
 * calendar as the server reads it (YYYY-MM-DD): the day every dashboard's default period is taken from.
 */
export type TimeZone = { timeZone: string; today: string };
