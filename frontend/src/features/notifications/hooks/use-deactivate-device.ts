import { deactivateDeviceToken } from '../api/notifications-api';
import { useDeviceMutation } from './use-device-mutation';

export function useDeactivateDevice() {
  return useDeviceMutation(deactivateDeviceToken);
}
