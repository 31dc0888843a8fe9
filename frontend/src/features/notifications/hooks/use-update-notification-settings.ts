import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  NOTIFICATION_SETTINGS_KEY,
  type NotificationSettings,
  updateNotificationSettings,
} from '../api/notifications-api';

export function useUpdateNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationSettings,
    // A retry could text the phone twice.
    retry: false,
    onSuccess: ({ emailNotifications, pushNotifications, smsNotifications, phoneNumber }) => {
      const saved: NotificationSettings = {
        emailNotifications,
        pushNotifications,
        smsNotifications,
        phoneNumber,
      };
      queryClient.setQueryData(NOTIFICATION_SETTINGS_KEY, saved);
    },
  });
}
