import type { ButtonProps } from 'antd';

/**
 * A button whose request is running: Ant Design's loading state ignores presses and aria-disabled says it is not
 * available, while the button keeps the focus that the disabled attribute would drop to the page (WCAG 2.4.3).
 */
export function busyButton(busy: boolean): Pick<ButtonProps, 'loading' | 'aria-disabled'> {
  return { loading: busy, 'aria-disabled': busy || undefined };
}
