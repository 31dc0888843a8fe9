import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { StyleProvider } from '@ant-design/cssinjs';
import { ConfigProvider } from 'antd';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { User } from '../src/api/types';
import { AppRoutes } from '../src/app/AppRoutes';
import { CURRENT_USER_KEY } from '../src/features/auth/api/auth-api';

export function testQueryClient(user?: User | null): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: Infinity, gcTime: Infinity, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  if (user !== undefined) client.setQueryData(CURRENT_USER_KEY, user);
  return client;
}

export function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

/**
 * Ant Design's CSS-in-JS stays out of the document (mock="server"): with its thousands of rules in jsdom every
 * getComputedStyle, which accessible-name and pointer checks call per element, matched them all and made a dialog
 * test take seconds. Tests assert behaviour, texts and roles, not styles.
 */
export function renderWithProviders(ui: ReactElement, { route = '/', client = testQueryClient() } = {}) {
  return render(
    <QueryClientProvider client={client}>
      <StyleProvider mock="server">
        <ConfigProvider>
          <MemoryRouter initialEntries={[route]}>
            {ui}
            <Routes>
              <Route path="*" element={<LocationProbe />} />
            </Routes>
          </MemoryRouter>
        </ConfigProvider>
      </StyleProvider>
    </QueryClientProvider>,
  );
}

export function renderApp(route: string, user?: User | null) {
  return renderWithProviders(<AppRoutes />, { route, client: testQueryClient(user) });
}

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 7,
    username: 'jane',
    fullName: 'Jane Doe',
    email: 'jane@example.com',
    isAdmin: false,
    phoneNumber: null,
    stripeCustomerId: null,
    emailNotifications: true,
    pushNotifications: true,
    smsNotifications: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
