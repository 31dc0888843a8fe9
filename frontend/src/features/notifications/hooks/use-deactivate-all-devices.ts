import { deactivateAllDeviceTokens } from '../api/notifications-api';
import { useDeviceMutation } from './use-device-mutation';

export function useDeactivateAllDevices() {
  return useDeviceMutation(deactivateAllDeviceTokens);
}
