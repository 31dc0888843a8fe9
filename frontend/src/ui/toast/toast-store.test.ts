import { TOAST_REMOVE_DELAY_MS, dismissToast, getToasts, resetToasts, toast } from './toast-store';

beforeEach(() => {
  jest.useFakeTimers();
  resetToasts();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('toasts', () => {
  it('shows one toast at a time: a new one replaces the visible one', () => {
    toast({ title: 'First' });
    toast({ title: 'Second', variant: 'destructive' });
    expect(getToasts().map((t) => t.title)).toEqual(['Second']);
  });

  it('keeps success toasts 5 s and failure toasts 7 s', () => {
    toast({ title: 'Saved', variant: 'success' });
    jest.advanceTimersByTime(4_999);
    expect(getToasts()[0].open).toBe(true);
    jest.advanceTimersByTime(1);
    expect(getToasts()[0].open).toBe(false);

    toast({ title: 'Failed', variant: 'destructive' });
    jest.advanceTimersByTime(6_999);
    expect(getToasts()[0].open).toBe(true);
    jest.advanceTimersByTime(1);
    expect(getToasts()[0].open).toBe(false);
  });

  it('removes a dismissed toast after 3500 ms', () => {
    const id = toast({ title: 'Hello', duration: 11_000 });
    dismissToast(id);
    expect(getToasts()).toHaveLength(1);
    jest.advanceTimersByTime(TOAST_REMOVE_DELAY_MS);
    expect(getToasts()).toHaveLength(0);
  });
});
