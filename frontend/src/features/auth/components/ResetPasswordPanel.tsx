import { PASSWORD_MIN_LENGTH, RESET_RETURN_DELAY_MS } from '@studio/contracts/browser';
import { Alert, Button, Form, Input, Spin } from 'antd';
import { useEffect } from 'react';
import { serverMessageOr } from '../../../api/http';
import { toast } from '../../../ui/toast/toast-store';
import { AUTH_TEXTS } from '../auth-texts';
import { useResetPassword } from '../hooks/use-reset-password';
import { useValidateResetToken } from '../hooks/use-validate-reset-token';
import { AuthSuccessPanel } from './AuthSuccessPanel';
import { PasswordInput } from '../../../ui/PasswordInput';

interface ResetValues {
  token: string;
  newPassword: string;
  confirmPassword: string;
}

export type TokenState = 'validating' | 'valid' | 'invalid';

interface ResetPasswordPanelProps {
  token: string;
  onRequestNewLink: () => void;
  onDone: () => void;
}

/** 'Create New Password' with the token states of spec §4. */
export function ResetPasswordPanel({ token, onRequestNewLink, onDone }: ResetPasswordPanelProps) {
  const validation = useValidateResetToken(token);
  const reset = useResetPassword();
  const tokenState: TokenState = validation.isPending
    ? 'validating'
    : validation.data?.valid
      ? 'valid'
      : 'invalid';

  useEffect(() => {
    if (validation.isError) {
      toast({
        title: AUTH_TEXTS.tokenFailedTitle,
        description: AUTH_TEXTS.tokenFailed,
        variant: 'destructive',
      });
    }
  }, [validation.isError]);

  const done = reset.isSuccess;
  useEffect(() => {
    if (!done) return undefined;
    const timer = window.setTimeout(onDone, RESET_RETURN_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [done, onDone]);

  if (tokenState === 'validating') {
    return (
      <div className="auth-card__center" role="status">
        <h2 className="auth-card__title">Create New Password</h2>
        <Spin /> <span>Validating your reset link...</span>
      </div>
    );
  }

  if (tokenState === 'invalid') {
    const message = validation.isError
      ? AUTH_TEXTS.tokenFailed
      : validation.data?.message || AUTH_TEXTS.tokenInvalid;
    return (
      <div>
        <h2 className="auth-card__title">Create New Password</h2>
        <Alert type="error" showIcon title={message} />
        <Button className="auth-card__spaced" type="primary" block onClick={onRequestNewLink}>
          Request a new reset link
        </Button>
      </div>
    );
  }

  if (done) {
    return (
      <AuthSuccessPanel
        heading="Create New Password"
        title={AUTH_TEXTS.resetDoneTitle}
        description={AUTH_TEXTS.resetDone}
      />
    );
  }

  const onFinish = (values: ResetValues) =>
    reset.mutate(
      { token: values.token, newPassword: values.newPassword },
      {
        onError: (error) =>
          toast({
            title: AUTH_TEXTS.resetFailedTitle,
            description: serverMessageOr(error, AUTH_TEXTS.resetFailed),
            variant: 'destructive',
          }),
      },
    );

  return (
    <Form<ResetValues>
      layout="vertical"
      name="reset-password"
      requiredMark={false}
      initialValues={{ token }}
      onFinish={onFinish}
    >
      <h2 className="auth-card__title">Create New Password</h2>
      <Form.Item name="token" hidden rules={[{ required: true, message: AUTH_TEXTS.tokenRequired }]}>
        <Input />
      </Form.Item>
      <Form.Item
        label="New Password"
        name="newPassword"
        rules={[{ required: true, min: PASSWORD_MIN_LENGTH, message: AUTH_TEXTS.passwordMin }]}
      >
        <PasswordInput autoComplete="new-password" toggleName="Show new password" />
      </Form.Item>
      <Form.Item
        label="Confirm Password"
        name="confirmPassword"
        dependencies={['newPassword']}
        rules={[
          { required: true, min: PASSWORD_MIN_LENGTH, message: AUTH_TEXTS.passwordMin },
          ({ getFieldValue }) => ({
            validator: (_, value: string) =>
              !value || getFieldValue('newPassword') === value
                ? Promise.resolve()
                : Promise.reject(new Error(AUTH_TEXTS.passwordsMismatch)),
          }),
        ]}
      >
        <PasswordInput autoComplete="new-password" toggleName="Show confirmed password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" loading={reset.isPending}>
        Reset Password
      </Button>
    </Form>
  );
}
