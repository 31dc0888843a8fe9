import {
  CheckCircleFilled,
  CloseOutlined,
  ExclamationCircleFilled,
  InfoCircleFilled,
} from '@ant-design/icons';
import { useRef, useState, type PointerEvent } from 'react';
import { dismissToast, type Toast } from './toast-store';
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
      role={item.variant === 'destructive' ? 'alert' : 'status'}
      style={offset ? { transform: `translateX(${offset}px)`, opacity: 1 - offset / 240 } : undefined}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
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

export function Toaster() {
  const toasts = useToasts();
  return (
    <div className="toaster" aria-live="polite" aria-relevant="additions">
      {toasts
        .filter((t) => t.open)
        .map((t) => (
          <ToastCard key={t.id} item={t} />
        ))}
    </div>
  );
}
