import { Button, Input } from 'antd';
import type { DeviceType } from '@studio/contracts/browser';
import { useId, useRef, useState, type FormEvent } from 'react';
import type { InputRef } from 'antd';
import { busyButton } from '../../../ui/busy-button';
import { toast } from '../../../ui/toast/toast-store';
import { useRegisterDevice } from '../hooks/use-register-device';
import { failureText } from '../../../api/http';
import { NOTIFICATION_TEXTS as T } from '../notification-texts';
import { useOneAtATime } from '../../../lib/one-at-a-time';

/** Spec §5: a device registered here is always recorded as iOS. */
const REGISTERED_DEVICE_TYPE: DeviceType = 'ios';

/** Spec §2: the 'Register New Device' box. */
export function RegisterDeviceForm() {
  const register = useRegisterDevice();
  const [token, setToken] = useState('');
  const [missing, setMissing] = useState(false);
  const input = useRef<InputRef>(null);
  const id = useId();

  const registerToken = useOneAtATime(async () => {
    const deviceToken = token.trim();
    if (!deviceToken) {
      // The toast says why (spec §8); the field is marked, says it under itself too and takes the focus, so the
      // reason is found (and read out with the field) after the toast has gone.
      setMissing(true);
      input.current?.focus();
      toast({ title: T.errorTitle, description: T.deviceTokenRequired, variant: 'destructive' });
      return;
    }
    try {
      await register.mutateAsync({ deviceToken, deviceType: REGISTERED_DEVICE_TYPE });
      setToken('');
      toast({ title: T.successTitle, description: T.deviceRegistered, variant: 'success' });
    } catch (error) {
      toast({
        title: T.errorTitle,
        description: failureText(error, T.registerFailed),
        variant: 'destructive',
      });
    }
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void registerToken();
  };

  return (
    <form className="register-device" onSubmit={onSubmit} aria-labelledby={`${id}-title`} noValidate>
      <h4 id={`${id}-title`} className="register-device__title">
        Register New Device
      </h4>
      <label htmlFor={id} className="notification-field__label">
        Device Token
      </label>
      <div className="register-device__row">
        <Input
          ref={input}
          id={id}
          value={token}
          autoComplete="off"
          required
          status={missing ? 'error' : undefined}
          aria-invalid={missing}
          onChange={(e) => {
            setToken(e.target.value);
            setMissing(false);
          }}
          aria-describedby={missing ? `${id}-error ${id}-hint` : `${id}-hint`}
        />
        <Button type="primary" htmlType="submit" {...busyButton(register.isPending)}>
          {register.isPending ? 'Registering...' : 'Register'}
        </Button>
      </div>
      {missing ? (
        <p id={`${id}-error`} className="notification-field__error">
          {T.deviceTokenRequired}
        </p>
      ) : null}
      <p id={`${id}-hint`} className="notification-field__hint">
        {T.tokenHint}
      </p>
    </form>
  );
}
