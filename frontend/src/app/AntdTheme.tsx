import { ConfigProvider, type ConfigProviderProps } from 'antd';
import type { ReactNode } from 'react';
import { appTheme } from '../ui/theme';

// A failed submit focuses (and scrolls to) the first invalid field, so its error, tied to it by
// aria-describedby, is read out instead of focus staying silently on the submit button.
const FORM_CONFIG: ConfigProviderProps['form'] = { scrollToFirstError: { focus: true } };

/** Ant Design with the studio's theme, around the screens built with it (loaded with them, not with the shell). */
export function AntdTheme({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={appTheme} form={FORM_CONFIG}>
      {children}
    </ConfigProvider>
  );
}
