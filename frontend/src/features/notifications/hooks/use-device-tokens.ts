import { useQuery } from '@tanstack/react-query';
import { DEVICE_TOKENS_KEY, fetchDeviceTokens } from '../api/notifications-api';

/** The member's active devices; the panel mounts the list only while push notifications are on. */
export function useDeviceTokens() {
  return useQuery({
    queryKey: DEVICE_TOKENS_KEY,
    queryFn: ({ signal }) => fetchDeviceTokens(signal),
  });
}
