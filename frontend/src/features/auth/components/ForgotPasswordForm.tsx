import { RESET_RETURN_DELAY_MS } from '@studio/contracts/browser';
import { Button, Form, Input } from 'antd';
import { useEffect } from 'react';
import { serverMessageOr } from '../../../api/http';
import { toast } from '../../../ui/toast/toast-store';
import { AUTH_TEXTS } from '../auth-texts';
import { useForgotPassword } from '../hooks/use-forgot-password';
import { AuthSuccessPanel } from './AuthSuccessPanel';

export function ForgotPasswordForm({ onDone }: { onDone: () => void }) {
  const forgot = useForgotPassword();
  const sent = forgot.isSuccess;

  useEffect(() => {
    if (!sent) return undefined;
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
      <AuthSuccessPanel
        heading="Reset Password"
        title={AUTH_TEXTS.forgotSentTitle}
        description={AUTH_TEXTS.forgotSent}
      />
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
