import { useQuery } from '@tanstack/react-query';
import { DEVICE_TOKENS_KEY, fetchDeviceTokens } from '../api/notifications-api';

/** The member's active devices; only asked for while push notifications are on. */
export function useDeviceTokens(enabled: boolean) {
  return useQuery({
    queryKey: DEVICE_TOKENS_KEY,
    queryFn: ({ signal }) => fetchDeviceTokens(signal),
    enabled,
  });
}
