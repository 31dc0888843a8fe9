import { WifiOutlined } from '@ant-design/icons';
import { useOnlineStatus } from '../../ui/use-online-status';

export function OfflineNotice() {
  const online = useOnlineStatus();
  if (online) return null;
  return (
    <div className="offline-notice" role="status">
      <WifiOutlined aria-hidden /> You are offline. The app is running from its saved copy; classes and
      bookings will load again when you reconnect.
    </div>
  );
}
