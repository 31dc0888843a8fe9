import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';

export type ButtonLook = 'primary' | 'default';
export type ButtonSize = 'small' | 'middle' | 'large';

/**
 * The class names of a button drawn in plain markup (styled in global.css like Ant Design's buttons), for the
 * shell and the public home, which load without Ant Design.
 */
export function buttonClassName(
  look: ButtonLook = 'default',
  size: ButtonSize = 'middle',
  extra?: string,
): string {
  return ['btn', `btn--${look}`, size === 'middle' ? '' : `btn--${size}`, extra ?? '']
    .filter(Boolean)
    .join(' ');
}

type ButtonLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'onClick' | 'type'> & {
  to: string;
  type?: ButtonLook;
  size?: ButtonSize;
  state?: unknown;
  onNavigate?: () => void;
};

/** A link that looks like a button: a real anchor for keyboards and screen readers, routed client-side. */
export function ButtonLink({ to, type, size, state, onNavigate, className, ...props }: ButtonLinkProps) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    onNavigate?.();
    navigate(to, state === undefined ? undefined : { state });
  };
  return <a {...props} href={to} onClick={onClick} className={buttonClassName(type, size, className)} />;
}
