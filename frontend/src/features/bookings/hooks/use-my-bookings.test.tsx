import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { installFakeApi } from '../../../../test/fake-api';
import { testQueryClient } from '../../../../test/render-app';
import { useMyBookings } from './use-my-bookings';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('useMyBookings', () => {
  it('keeps a failed first load on its error rather than polling it back to loading', async () => {
    const fake = installFakeApi({ 'GET /api/bookings': { status: 400, body: { message: 'Bad' } } });
    const client = testQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useMyBookings({ refetchIntervalMs: 20 }), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    await wait(200);
    expect(result.current.isError).toBe(true);
    expect(fake.callsTo('GET', '/api/bookings')).toHaveLength(1);
  });

  it('polls a list it has', async () => {
    const fake = installFakeApi({ 'GET /api/bookings': { status: 200, body: [] } });
    const client = testQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    renderHook(() => useMyBookings({ refetchIntervalMs: 20 }), { wrapper });
    await waitFor(() => expect(fake.callsTo('GET', '/api/bookings').length).toBeGreaterThan(2));
  });
});
