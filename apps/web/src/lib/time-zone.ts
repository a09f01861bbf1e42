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

/** Today on the terminal's clock (YYYY-MM-DD), read when called: a form's default date and its latest. */
export function useTerminalToday(): () => string {
  const timeZone = useTimeZone();
  return () => new Date().toLocaleDateString('en-CA', { timeZone });
}
