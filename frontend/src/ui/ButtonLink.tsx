import { Button, type ButtonProps } from 'antd';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';

type ButtonLinkProps = Omit<ButtonProps, 'href' | 'onClick'> & {
  to: string;
  state?: unknown;
  onNavigate?: () => void;
};

/** A link that looks like a button: a real anchor for keyboards and screen readers, routed client-side. */
export function ButtonLink({ to, state, onNavigate, ...props }: ButtonLinkProps) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onNavigate?.();
    navigate(to, state === undefined ? undefined : { state });
  };
  return <Button {...props} href={to} onClick={onClick} />;
}
