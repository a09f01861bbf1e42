import { defaultTimeZone, type TimeZone } from '@portside/contracts/time-zone';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { settingsKeys } from './settings/keys';

/** The terminal's time zone from the settings (any signed-in user may read it); saving the settings updates it. */
export function useTimeZoneQuery() {
  return useQuery({
    queryKey: settingsKeys.timeZone(),
    queryFn: ({ signal }) => apiRequest<TimeZone>('/settings/time-zone', { signal }),
    staleTime: 10 * 60_000,
    // A failed read leaves the default zone; a screen mounting later must not start it again, since the guard
    // waits while it loads and would unmount that screen: a loop.
    retryOnMount: false,
  });
}

/** The zone in which instants show: the settings', or the default until it has loaded (or when it cannot be read). */
export function useTimeZone(): string {
  return useTimeZoneQuery().data?.timeZone ?? defaultTimeZone;
}

/**
 * Today on the terminal's calendar (YYYY-MM-DD) as the server read it with the time zone: the day every dashboard's
 * default period is taken from, decided once, on the server. The browser's clock in the terminal's zone stands in only
 * when the server's answer is missing (it could not be read).
 */
export function useTerminalDay(): string {
  const { data } = useTimeZoneQuery();
  return data?.today ?? new Date().toLocaleDateString('en-CA', { timeZone: data?.timeZone ?? defaultTimeZone });
}

/** This year on the terminal's calendar (useTerminalDay). */
export const useTerminalYear = () => Number(useTerminalDay().slice(0, 4));

/** Today on the terminal's clock (YYYY-MM-DD), read when called: a form's default date and its latest. */
export function useTerminalToday(): () => string {
  const timeZone = useTimeZone();
  return () => new Date().toLocaleDateString('en-CA', { timeZone });
}
