import { Button, Input, Switch } from 'antd';
import { PHONE_MAX_LENGTH } from '@studio/contracts/browser';
import { useId, useState, type FormEvent } from 'react';
import { ApiError, failureText } from '../../../api/http';
import { busyButton } from '../../../ui/busy-button';
import { toast } from '../../../ui/toast/toast-store';
import type { NotificationSettings } from '../api/notifications-api';
import { useNotificationSettings } from '../hooks/use-notification-settings';
import { useUpdateNotificationSettings } from '../hooks/use-update-notification-settings';
import { NOTIFICATION_TEXTS as T } from '../notification-texts';
import { RegisteredDevices } from './RegisteredDevices';
import { LoadFailure } from '../../../ui/LoadFailure';
import { LoadingStatus, SkeletonLines } from '../../../ui/LoadingStatus';
import { useOneAtATime } from '../../../lib/one-at-a-time';

interface ChannelSwitchProps {
  label: string;
  hint: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

function ChannelSwitch({ label, hint, checked, onChange }: ChannelSwitchProps) {
  const id = useId();
  return (
    <div className="notification-channel">
      <div className="notification-channel__text">
        <label htmlFor={id} className="notification-channel__name">
          {label}
        </label>
        <p id={`${id}-hint`} className="notification-channel__hint">
          {hint}
        </p>
      </div>
      <Switch id={id} checked={checked} onChange={onChange} aria-describedby={`${id}-hint`} />
    </div>
  );
}

function NotificationSettingsForm({ saved }: { saved: NotificationSettings }) {
  const update = useUpdateNotificationSettings();
  const [email, setEmail] = useState(saved.emailNotifications);
  const [push, setPush] = useState(saved.pushNotifications);
  const [sms, setSms] = useState(saved.smsNotifications);
  const [phone, setPhone] = useState(saved.phoneNumber ?? '');
  // The server's reason when it refused the phone number (missing, or not in international form).
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const phoneId = useId();

  // One save per press: a double-click would save twice, and ask for two test texts.
  const save = useOneAtATime(async () => {
    setPhoneError(null);
    try {
      const result = await update.mutateAsync({
        emailNotifications: email,
        pushNotifications: push,
        smsNotifications: sms,
        phoneNumber: phone.trim() || null,
        // Spec §4: turning SMS on asks for one test text, sent by the server once the number is accepted.
        sendTestSms: sms && !saved.smsNotifications,
      });
      setPhone(result.phoneNumber ?? '');
      toast({
        title: T.successTitle,
        // The server words the outcome: saved, and whether a test text went out.
        description: result.message,
        variant: 'success',
      });
    } catch (error) {
      const text = failureText(error, T.updateFailed);
      if (sms && error instanceof ApiError && error.status === 400) {
        setPhoneError(text);
        // The field to mend takes focus, as the first invalid field of every form here does.
        document.getElementById(phoneId)?.focus();
      }
      toast({ title: T.errorTitle, description: text, variant: 'destructive' });
    }
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void save();
  };

  return (
    <div className="notification-settings">
      <form onSubmit={onSubmit} aria-label="Notification settings" noValidate>
        <ChannelSwitch
          label="Email Notifications"
          hint="Booking confirmations and class reminders by e-mail"
          checked={email}
          onChange={setEmail}
        />
        <ChannelSwitch
          label="Push Notifications"
          hint="Alerts on your registered mobile devices"
          checked={push}
          onChange={setPush}
        />
        <ChannelSwitch
          label="SMS Notifications"
          hint="Text messages to your phone"
          checked={sms}
          onChange={setSms}
        />
        {sms ? (
          <div className="notification-field">
            <label htmlFor={phoneId} className="notification-field__label">
              Phone Number
            </label>
            <Input
              id={phoneId}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              value={phone}
              maxLength={PHONE_MAX_LENGTH}
              status={phoneError ? 'error' : undefined}
              aria-invalid={phoneError ? true : undefined}
              aria-describedby={`${phoneId}-hint${phoneError ? ` ${phoneId}-error` : ''}`}
              onChange={(e) => {
                setPhone(e.target.value);
                setPhoneError(null);
              }}
            />
            <p id={`${phoneId}-hint`} className="notification-field__hint">
              {T.phoneHint}
            </p>
            {phoneError ? (
              <p id={`${phoneId}-error`} className="notification-field__error">
                {phoneError}
              </p>
            ) : null}
          </div>
        ) : null}
        <Button type="primary" htmlType="submit" block {...busyButton(update.isPending)}>
          {update.isPending ? 'Saving...' : 'Save Notification Settings'}
        </Button>
      </form>
      {push ? <RegisteredDevices /> : null}
    </div>
  );
}

/** Spec §2 "Notification settings panel": the member's channels as saved on the server, and their devices. */
export function NotificationSettingsPanel() {
  const settings = useNotificationSettings();
  if (settings.isPending) {
    return (
      <LoadingStatus label="Loading notification settings">
        <SkeletonLines rows={4} />
      </LoadingStatus>
    );
  }
  if (settings.isError) {
    return (
      <LoadFailure
        title={T.loadSettingsFailed}
        error={settings.error}
        onRetry={() => void settings.refetch()}
      />
    );
  }
  return <NotificationSettingsForm saved={settings.data} />;
}
