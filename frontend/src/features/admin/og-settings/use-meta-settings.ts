import { useQuery } from '@tanstack/react-query';
import { META_SETTINGS_KEY, fetchMetaSettings } from './og-settings-api';

/** Spec §7: read without caching, so the form shows what is saved now. */
export const metaSettingsQuery = {
  queryKey: META_SETTINGS_KEY,
  queryFn: ({ signal }: { signal?: AbortSignal }) => fetchMetaSettings(signal),
  staleTime: 0,
};

export function useMetaSettings() {
  return useQuery(metaSettingsQuery);
}
