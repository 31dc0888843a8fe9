import { PASSWORD_MIN_LENGTH, USERNAME_MIN_LENGTH } from '@studio/contracts/browser';
import { Alert, Button, Form, Input } from 'antd';
import { serverMessageOr } from '../../../api/http';
import type { LoginRequest } from '../../../api/types';
import { AUTH_TEXTS } from '../auth-texts';
import { useLogin } from '../hooks/use-login';

interface LoginFormProps {
  onForgotPassword: () => void;
  onSignUp: () => void;
}

export function LoginForm({ onForgotPassword, onSignUp }: LoginFormProps) {
  const login = useLogin();
  return (
    <Form<LoginRequest>
      layout="vertical"
      name="login"
      requiredMark={false}
      onFinish={(values) => login.mutate({ username: values.username.trim(), password: values.password })}
    >
      <h2 className="auth-card__title">Log In</h2>
      {login.isError ? (
        <Alert
          className="auth-card__alert"
          type="error"
          showIcon
          title={serverMessageOr(login.error, AUTH_TEXTS.loginFailed)}
        />
      ) : null}
      <Form.Item
        label="Username"
        name="username"
        rules={[
          { required: true, min: USERNAME_MIN_LENGTH, whitespace: true, message: AUTH_TEXTS.usernameMin },
        ]}
      >
        <Input autoComplete="username" autoCapitalize="none" />
      </Form.Item>
      <Form.Item
        label="Password"
        name="password"
        rules={[{ required: true, min: PASSWORD_MIN_LENGTH, message: AUTH_TEXTS.passwordMin }]}
      >
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" loading={login.isPending}>
        Log In
      </Button>
      <div className="auth-card__links">
        <Button type="link" onClick={onForgotPassword}>
          Forgot password?
        </Button>
        <Button type="link" onClick={onSignUp}>
          Create an account
        </Button>
      </div>
    </Form>
  );
}
