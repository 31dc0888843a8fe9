import { ConfigProvider, Input } from 'antd';
import type { PasswordProps } from 'antd/es/input';
import { useContext, useMemo } from 'react';

/**
 * A password field whose Show toggle is named `toggleName` (one name, pressed or not, as the app's locale does):
 * a form with two password fields had two toggles both called 'Show password'. Ant Design takes the toggle's name
 * from the locale only, so the field gets the app's locale with that name.
 */
export function PasswordInput({ toggleName, ...props }: PasswordProps & { toggleName: string }) {
  const { locale } = useContext(ConfigProvider.ConfigContext);
  const named = useMemo(
    () => ({
      ...locale,
      locale: locale?.locale ?? 'en',
      global: { ...locale?.global, show: toggleName, hide: toggleName },
    }),
    [locale, toggleName],
  );
  return (
    <ConfigProvider locale={named}>
      <Input.Password {...props} />
    </ConfigProvider>
  );
}
