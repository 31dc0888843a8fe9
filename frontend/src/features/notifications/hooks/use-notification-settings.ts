import { useQuery } from '@tanstack/react-query';
import { NOTIFICATION_SETTINGS_KEY, fetchNotificationSettings } from '../api/notifications-api';

export function useNotificationSettings() {
  return useQuery({
    queryKey: NOTIFICATION_SETTINGS_KEY,
    queryFn: ({ signal }) => fetchNotificationSettings(signal),
  });
}
