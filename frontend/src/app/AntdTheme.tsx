import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { appTheme } from '../ui/theme';

/** Ant Design with the studio's theme, around the screens built with it (loaded with them, not with the shell). */
export function AntdTheme({ children }: { children: ReactNode }) {
  return <ConfigProvider theme={appTheme}>{children}</ConfigProvider>;
}
