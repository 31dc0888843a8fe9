import {
  CheckCircleFilled,
  CloseOutlined,
  ExclamationCircleFilled,
  InfoCircleFilled,
} from '@ant-design/icons';
import { useEffect, useLayoutEffect, useRef, useState, type PointerEvent, type RefObject } from 'react';
import { dismissToast, holdToast, releaseToast, type Toast } from './toast-store';
import { useToasts } from './use-toasts';
import './toaster.css';

const SWIPE_DISMISS_PX = 80;

function ToastCard({ item }: { item: Toast }) {
  const startX = useRef<number | null>(null);
  const [offset, setOffset] = useState(0);

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    startX.current = e.clientX;
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (startX.current !== null) setOffset(Math.max(0, e.clientX - startX.current));
  };
  const onPointerEnd = () => {
    if (offset > SWIPE_DISMISS_PX) dismissToast(item.id);
    startX.current = null;
    setOffset(0);
  };

  const Icon =
    item.variant === 'destructive'
      ? ExclamationCircleFilled
      : item.variant === 'success'
        ? CheckCircleFilled
        : InfoCircleFilled;

  return (
    <div
      className={`toast toast--${item.variant}${item.open ? '' : ' toast--closed'}`}
      role={item.announce ? (item.variant === 'destructive' ? 'alert' : 'status') : undefined}
      style={offset ? { transform: `translateX(${offset}px)`, opacity: 1 - offset / 240 } : undefined}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      onFocus={() => holdToast(item.id, 'focus')}
      onBlur={() => releaseToast(item.id, 'focus')}
      onPointerEnter={() => holdToast(item.id, 'pointer')}
      onPointerLeave={() => releaseToast(item.id, 'pointer')}
    >
      <Icon className="toast__icon" aria-hidden />
      <div className="toast__body">
        <div className="toast__title">{item.title}</div>
        {item.description ? <div className="toast__description">{item.description}</div> : null}
      </div>
      <button
        type="button"
        className="toast__close"
        aria-label="Close notification"
        onClick={() => dismissToast(item.id)}
      >
        <CloseOutlined aria-hidden />
      </button>
    </div>
  );
}

/**
 * Escape dismisses the visible toast when focus is on it, or when no dialog is open (a dialog's Escape is the
 * dialog's).
 */
function useEscapeDismisses(toasts: Toast[], toaster: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const visible = toasts.filter((t) => t.open);
    if (visible.length === 0) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const onToast = toaster.current?.contains(document.activeElement) ?? false;
      if (!onToast && document.querySelector('[role="dialog"][aria-modal="true"]')) return;
      visible.forEach((t) => dismissToast(t.id));
      if (onToast) event.stopPropagation();
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, [toasts, toaster]);
}

const overlaps = (a: DOMRect, b: DOMRect) =>
  a.top < b.bottom && b.top < a.bottom && a.left < b.right && b.left < a.right;

/**
 * Whether the toast shows low, above the bottom navigation, instead of below the header: it moves whenever the
 * element that has the focus is under it (WCAG 2.4.11). After a cancellation, for one, focus goes to the heading of
 * a list near the top of a phone's screen, where the toast saying so sat over it. The check waits a frame, as a
 * browser scrolls a focused element into view only after the focus event.
 */
function useClearOfFocus(toaster: RefObject<HTMLElement | null>, shownId: number | null): boolean {
  const [low, setLow] = useState(false);
  useLayoutEffect(() => {
    if (shownId === null) {
      setLow(false);
      return undefined;
    }
    const check = () => {
      const box = toaster.current;
      const focused = document.activeElement;
      if (!box || !focused || focused === document.body || box.contains(focused)) return;
      if (overlaps(box.getBoundingClientRect(), focused.getBoundingClientRect())) setLow((was) => !was);
    };
    let frame = 0;
    const checkSoon = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(check);
    };
    check();
    document.addEventListener('focusin', checkSoon);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('focusin', checkSoon);
    };
  }, [toaster, shownId]);
  return low;
}

export function Toaster() {
  const toasts = useToasts();
  const toaster = useRef<HTMLElement>(null);
  useEscapeDismisses(toasts, toaster);
  const open = toasts.filter((t) => t.open);
  const low = useClearOfFocus(toaster, open[0]?.id ?? null);
  return (
    // A labelled region, so that a toast, like all content, sits in a landmark a screen reader can list.
    <section ref={toaster} className={low ? 'toaster toaster--low' : 'toaster'} aria-label="Status messages">
      <div aria-live="polite" aria-relevant="additions">
        {open
          .filter((t) => t.announce)
          .map((t) => (
            <ToastCard key={t.id} item={t} />
          ))}
      </div>
      {open
        .filter((t) => !t.announce)
        .map((t) => (
          <ToastCard key={t.id} item={t} />
        ))}
    </section>
  );
}
