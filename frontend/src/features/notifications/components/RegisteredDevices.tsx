import { MobileOutlined, StopOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { toast } from '../../../ui/toast/toast-store';
import type { DeviceToken } from '../api/notifications-api';
import { deviceLabel, formatLastUsed } from '../device-display';
import { useDeactivateAllDevices } from '../hooks/use-deactivate-all-devices';
import { useDeactivateDevice } from '../hooks/use-deactivate-device';
import { useDeviceTokens } from '../hooks/use-device-tokens';
import { failureText } from '../../../api/http';
import { useOneAtATime } from '../../../lib/one-at-a-time';
import { NOTIFICATION_TEXTS as T } from '../notification-texts';
import { RegisterDeviceForm } from './RegisterDeviceForm';

function DeviceItem({ device }: { device: DeviceToken }) {
  const deactivate = useDeactivateDevice();
  const label = deviceLabel(device.deviceType);

  // A double tap would deactivate twice, the second refused as an unknown device with a false error toast.
  const onDeactivate = useOneAtATime(async () => {
    try {
      await deactivate.mutateAsync(device.deviceToken);
      toast({ title: T.successTitle, description: T.deviceDeactivated, variant: 'success' });
    } catch (error) {
      toast({
        title: T.errorTitle,
        description: failureText(error, T.deactivateFailed),
        variant: 'destructive',
      });
    }
  });

  return (
    <li className="device-item">
      <MobileOutlined className="device-item__icon" aria-hidden />
      <div className="device-item__details">
        <p className="device-item__label">{label}</p>
        <p className="device-item__token">{device.deviceToken}</p>
        <p className="device-item__used">Last used: {formatLastUsed(device.lastUsed)}</p>
      </div>
      <Button
        type="text"
        danger
        icon={<StopOutlined aria-hidden />}
        loading={deactivate.isPending}
        onClick={onDeactivate}
        aria-label={`Deactivate ${label} ${device.deviceToken}`}
        title="Deactivate"
      />
    </li>
  );
}

function DeviceList() {
  const devices = useDeviceTokens();
  const deactivateAll = useDeactivateAllDevices();

  const onDeactivateAll = useOneAtATime(async () => {
    try {
      await deactivateAll.mutateAsync(undefined);
      toast({ title: T.successTitle, description: T.allDevicesDeactivated, variant: 'success' });
    } catch (error) {
      toast({
        title: T.errorTitle,
        description: failureText(error, T.deactivateAllFailed),
        variant: 'destructive',
      });
    }
  });

  if (devices.isPending) {
    return (
      <p className="devices__state" role="status">
        {T.loadingDevices}
      </p>
    );
  }
  if (devices.isError) return <Alert type="error" showIcon title={T.loadDevicesFailed} />;
  // Spec §2: the list, plus 'Deactivate All' (with nothing to deactivate it stays, disabled).
  return (
    <>
      {devices.data.length === 0 ? (
        <p className="devices__state">{T.noDevices}</p>
      ) : (
        <ul className="device-list" aria-label="Registered devices">
          {devices.data.map((device) => (
            <DeviceItem key={device.id} device={device} />
          ))}
        </ul>
      )}
      <Button
        danger
        onClick={onDeactivateAll}
        loading={deactivateAll.isPending}
        disabled={devices.data.length === 0}
      >
        Deactivate All
      </Button>
    </>
  );
}

/** Spec §2 "Notification settings panel": the push devices, shown while push notifications are on. */
export function RegisteredDevices() {
  return (
    <section className="devices" aria-labelledby="registered-devices-title">
      <h3 id="registered-devices-title" className="devices__title">
        Registered Devices
      </h3>
      <DeviceList />
      <RegisterDeviceForm />
    </section>
  );
}
