import {
  FULL_NAME_MIN_LENGTH,
  NOTIFICATION_MESSAGES,
  PASSWORD_MIN_LENGTH,
  smsWithoutPhone,
  USERNAME_MIN_LENGTH,
} from '@studio/contracts/browser';
import { Alert, Button, Checkbox, Form, Input, Switch } from 'antd';
import { serverMessageOr } from '../../../api/http';
import type { RegisterRequest } from '../../../api/types';
import { AUTH_TEXTS } from '../auth-texts';
import { useRegister } from '../hooks/use-register';
import { useOneAtATime } from '../../../lib/one-at-a-time';

interface RegisterValues extends Required<Omit<RegisterRequest, 'phoneNumber'>> {
  phoneNumber?: string;
  terms: boolean;
}

export function RegisterForm({ onLogin }: { onLogin: () => void }) {
  const register = useRegister();
  const [form] = Form.useForm<RegisterValues>();
  // Texts need a number to go to: with SMS on, the phone number is no longer optional.
  const smsOn = Form.useWatch('smsNotifications', form) === true;
  // The hook's error state shows a refusal; the rejection itself needs no handling here.
  const onFinish = useOneAtATime(async (values: RegisterValues) => {
    const phone = values.phoneNumber?.trim();
    await register
      .mutateAsync({
        username: values.username.trim(),
        password: values.password,
        email: values.email.trim(),
        fullName: values.fullName.trim(),
        ...(phone ? { phoneNumber: phone } : {}),
        emailNotifications: values.emailNotifications,
        pushNotifications: values.pushNotifications,
        smsNotifications: values.smsNotifications,
      })
      .catch(() => undefined);
  });

  return (
    <Form<RegisterValues>
      form={form}
      layout="vertical"
      name="register"
      requiredMark={false}
      initialValues={{
        emailNotifications: true,
        pushNotifications: true,
        smsNotifications: false,
        terms: false,
      }}
      onFinish={onFinish}
    >
      <h2 className="auth-card__title">Create Account</h2>
      {register.isError ? (
        <Alert
          className="auth-card__alert"
          type="error"
          showIcon
          title={serverMessageOr(register.error, AUTH_TEXTS.registrationFailed)}
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
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        label="Email"
        name="email"
        rules={[{ required: true, type: 'email', message: AUTH_TEXTS.emailInvalid }]}
      >
        <Input type="email" autoComplete="email" autoCapitalize="none" />
      </Form.Item>
      <Form.Item
        label="Full Name"
        name="fullName"
        rules={[
          { required: true, min: FULL_NAME_MIN_LENGTH, whitespace: true, message: AUTH_TEXTS.fullNameMin },
        ]}
      >
        <Input autoComplete="name" autoCapitalize="words" />
      </Form.Item>
      <Form.Item
        label={smsOn ? 'Phone Number' : 'Phone Number (optional)'}
        name="phoneNumber"
        extra="Format: +1 123-456-7890"
        dependencies={['smsNotifications']}
        rules={[
          ({ getFieldValue }) => ({
            validator: (_, value?: string) =>
              smsWithoutPhone({ smsNotifications: getFieldValue('smsNotifications'), phoneNumber: value })
                ? Promise.reject(new Error(NOTIFICATION_MESSAGES.phoneRequiredForSms))
                : Promise.resolve(),
          }),
        ]}
      >
        <Input type="tel" autoComplete="tel" />
      </Form.Item>
      <fieldset className="auth-card__fieldset">
        <legend>Notifications</legend>
        <div className="auth-card__switch-row">
          <label htmlFor="register_emailNotifications">Email notifications</label>
          <Form.Item name="emailNotifications" valuePropName="checked" noStyle>
            <Switch id="register_emailNotifications" />
          </Form.Item>
        </div>
        <div className="auth-card__switch-row">
          <label htmlFor="register_pushNotifications">Push notifications</label>
          <Form.Item name="pushNotifications" valuePropName="checked" noStyle>
            <Switch id="register_pushNotifications" />
          </Form.Item>
        </div>
        <div className="auth-card__switch-row">
          <label htmlFor="register_smsNotifications">SMS notifications</label>
          <Form.Item name="smsNotifications" valuePropName="checked" noStyle>
            <Switch id="register_smsNotifications" />
          </Form.Item>
        </div>
      </fieldset>
      {/* Spec §5: the terms checkbox has no enforcement. */}
      <Form.Item name="terms" valuePropName="checked">
        <Checkbox>I agree to the Terms of Service and Privacy Policy</Checkbox>
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" loading={register.isPending}>
        Create Account
      </Button>
      <div className="auth-card__links">
        <Button type="link" onClick={onLogin}>
          Already have an account? Log in
        </Button>
      </div>
    </Form>
  );
}
