import { BellOutlined } from '@ant-design/icons';
import { Button, Modal } from 'antd';
import { useState } from 'react';
import { NotificationSettingsPanel } from './NotificationSettingsPanel';
import './notifications.css';

/** Spec §2 "Profile" settings row: Notifications, whose Manage opens the notification settings panel. */
export function NotificationsRow() {
  const [open, setOpen] = useState(false);
  return (
    <div className="settings-row">
      <BellOutlined className="settings-row__icon" aria-hidden />
      <div className="settings-row__text">
        <h3 className="settings-row__title">Notifications</h3>
        <p className="settings-row__hint">Email, push and SMS</p>
      </div>
      <Button onClick={() => setOpen(true)} aria-label="Manage notifications">
        Manage
      </Button>
      <Modal
        open={open}
        title="Notification Settings"
        onCancel={() => setOpen(false)}
        footer={null}
        // Unsaved switches are dropped on close; the saved ones come back from the server.
        destroyOnHidden
      >
        <NotificationSettingsPanel />
      </Modal>
    </div>
  );
}
