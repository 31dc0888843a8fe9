import { act, fireEvent, render, screen } from '@testing-library/react';
import { Toaster } from './Toaster';
import { getToasts, resetToasts, toast } from './toast-store';

beforeEach(() => {
  jest.useFakeTimers();
  resetToasts();
});

afterEach(() => {
  jest.useRealTimers();
});

const open = () => getToasts().filter((t) => t.open);

describe('Toaster', () => {
  it('dismisses the visible toast on Escape', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Saved', variant: 'success' });
    });
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    // In a landmark of its own, as all content is.
    expect(screen.getByRole('region', { name: 'Status messages' })).toContainElement(
      screen.getByRole('status'),
    );
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(open()).toHaveLength(0);
  });

  it('reads out a failure, but only shows one the screen already says in an alert of its own', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Booking Failed', variant: 'destructive' });
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Booking Failed');
    expect(screen.getByText('Booking Failed').closest('[aria-live="polite"]')).not.toBeNull();
    act(() => {
      toast({ title: 'Booking Failed', variant: 'destructive', announce: false });
    });
    expect(screen.getByText('Booking Failed').closest('[role], [aria-live]')).toBeNull();
    expect(screen.getByRole('button', { name: 'Close notification' })).toBeInTheDocument();
  });

  it("leaves an open dialog's Escape to the dialog unless focus is on the toast", () => {
    render(
      <>
        <div role="dialog" aria-modal="true">
          <button type="button">Keep Booking</button>
        </div>
        <Toaster />
      </>,
    );
    act(() => {
      toast({ title: 'Failed', variant: 'destructive' });
    });
    fireEvent.keyDown(screen.getByRole('button', { name: 'Keep Booking' }), { key: 'Escape' });
    expect(open()).toHaveLength(1);
    const close = screen.getByRole('button', { name: 'Close notification' });
    close.focus();
    fireEvent.keyDown(close, { key: 'Escape' });
    expect(open()).toHaveLength(0);
  });

  it('stays while focus is on it and gets its full time again when focus leaves', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Saved', variant: 'success' });
    });
    const close = screen.getByRole('button', { name: 'Close notification' });
    act(() => close.focus());
    act(() => jest.advanceTimersByTime(20_000));
    expect(open()).toHaveLength(1);
    act(() => close.blur());
    act(() => jest.advanceTimersByTime(4_999));
    expect(open()).toHaveLength(1);
    act(() => jest.advanceTimersByTime(1));
    expect(open()).toHaveLength(0);
  });

  it('stays while the pointer is over it or focus is on it, until both have left', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Booking Failed', variant: 'destructive' });
    });
    const card = screen.getByRole('alert');
    const close = screen.getByRole('button', { name: 'Close notification' });
    fireEvent.pointerEnter(card);
    act(() => close.focus());
    fireEvent.pointerLeave(card);
    act(() => jest.advanceTimersByTime(20_000));
    expect(open()).toHaveLength(1);
    act(() => close.blur());
    act(() => jest.advanceTimersByTime(6_999));
    expect(open()).toHaveLength(1);
    fireEvent.pointerEnter(card);
    act(() => jest.advanceTimersByTime(20_000));
    expect(open()).toHaveLength(1);
    fireEvent.pointerLeave(card);
    act(() => jest.advanceTimersByTime(7_000));
    expect(open()).toHaveLength(0);
  });
});
