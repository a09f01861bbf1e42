import type { Settings } from '@portside/contracts/settings';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { settingsKeys } from '../../../lib/settings/keys';

export function getSettings(signal?: AbortSignal) {
  return apiRequest<Settings>('/settings', { signal });
}

export function getSettingsQueryOptions() {
  return queryOptions({ queryKey: settingsKeys.document(), queryFn: ({ signal }) => getSettings(signal) });
}

export function useSettings() {
  return useQuery(getSettingsQueryOptions());
}

/** PUT /settings replaces the whole document. */
export function saveSettings(settings: Settings) {
  return apiRequest<Settings>('/settings', { method: 'PUT', body: settings });
}

export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKeys.document(), saved);
      queryClient.setQueryData(settingsKeys.timeZone(), { timeZone: saved.timeZone });
    },
  });
}
