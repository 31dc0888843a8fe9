import { RESET_RETURN_DELAY_MS } from '@studio/contracts/browser';
import { Alert, Button, Form, Input } from 'antd';
import { useEffect, useRef } from 'react';
import { serverMessageOr } from '../../../api/http';
import { toast } from '../../../ui/toast/toast-store';
import { AUTH_TEXTS } from '../auth-texts';
import { useForgotPassword } from '../hooks/use-forgot-password';

export function ForgotPasswordForm({ onDone }: { onDone: () => void }) {
  const forgot = useForgotPassword();
  const sent = forgot.isSuccess;
  const sentPanel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!sent) return undefined;
    // The submit button is gone: focus stays in the card (on the message) and moves on with it to Log In.
    sentPanel.current?.focus();
    const timer = window.setTimeout(onDone, RESET_RETURN_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [sent, onDone]);

  const onFinish = ({ email }: { email: string }) =>
    forgot.mutate(email.trim(), {
      onError: (error) =>
        toast({
          title: AUTH_TEXTS.forgotFailedTitle,
          description: serverMessageOr(error, AUTH_TEXTS.forgotFailed),
          variant: 'destructive',
        }),
    });

  if (sent) {
    return (
      <div ref={sentPanel} tabIndex={-1}>
        <h2 className="auth-card__title">Reset Password</h2>
        <Alert
          type="success"
          showIcon
          title={AUTH_TEXTS.forgotSentTitle}
          description={AUTH_TEXTS.forgotSent}
        />
      </div>
    );
  }

  return (
    <Form<{ email: string }>
      layout="vertical"
      name="forgot-password"
      requiredMark={false}
      onFinish={onFinish}
    >
      <h2 className="auth-card__title">Reset Password</h2>
      <p className="auth-card__hint">
        Enter your email and we will send you a link to create a new password.
      </p>
      <Form.Item
        label="Email"
        name="email"
        rules={[{ required: true, type: 'email', message: AUTH_TEXTS.emailInvalid }]}
      >
        <Input type="email" autoComplete="email" autoCapitalize="none" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" loading={forgot.isPending}>
        Send Reset Link
      </Button>
      <div className="auth-card__links">
        <Button type="link" onClick={onDone}>
          Back to login
        </Button>
      </div>
    </Form>
  );
}
