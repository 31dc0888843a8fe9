import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { installFakeApi } from '../../../../test/fake-api';
import { testQueryClient } from '../../../../test/render-app';
import { transport } from '../../../api/http';
import { MY_BOOKINGS_KEY } from '../api/bookings-api';
import { useCatchingUp, useMyBookings } from './use-my-bookings';

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

  it('is catching up while the list refetches after a change, not while a poll refetches it', async () => {
    installFakeApi({ 'GET /api/bookings': { status: 200, body: [] } });
    const answer = transport.fetch;
    let release = () => {};
    transport.fetch = async (request) => {
      await new Promise<void>((resolve) => (release = resolve));
      return answer(request);
    };
    const client = testQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(
      () => {
        const bookings = useMyBookings();
        return { bookings, catchingUp: useCatchingUp(bookings) };
      },
      { wrapper },
    );
    await waitFor(() => expect(result.current.bookings.isFetching).toBe(true));
    act(() => release());
    await waitFor(() => expect(result.current.bookings.isSuccess).toBe(true));

    act(() => void result.current.bookings.refetch());
    await waitFor(() => expect(result.current.bookings.isFetching).toBe(true));
    expect(result.current.catchingUp).toBe(false);
    act(() => release());
    await waitFor(() => expect(result.current.bookings.isFetching).toBe(false));

    act(() => void client.invalidateQueries({ queryKey: MY_BOOKINGS_KEY }));
    await waitFor(() => expect(result.current.catchingUp).toBe(true));
    act(() => release());
    await waitFor(() => expect(result.current.catchingUp).toBe(false));
  });
});
