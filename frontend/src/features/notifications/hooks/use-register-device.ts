import { registerDeviceToken } from '../api/notifications-api';
import { useDeviceMutation } from './use-device-mutation';

export function useRegisterDevice() {
  return useDeviceMutation(registerDeviceToken);
}
