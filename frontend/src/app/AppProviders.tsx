import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { Toaster } from '../ui/toast/Toaster';
import { appTheme } from '../ui/theme';

export function AppProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <ConfigProvider theme={appTheme}>
        {children}
        <Toaster />
      </ConfigProvider>
    </QueryClientProvider>
  );
}
