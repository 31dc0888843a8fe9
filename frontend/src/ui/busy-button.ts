import type { ButtonProps } from 'antd';

/**
 * A button whose request is running: Ant Design's loading state ignores presses and aria-disabled says it is not
 * available, while the button keeps the focus that the disabled attribute would drop to the page (WCAG 2.4.3).
 */
export function busyButton(busy: boolean): Pick<ButtonProps, 'loading' | 'aria-disabled'> {
  return { loading: busy, 'aria-disabled': busy || undefined };
}

/**
 * One of a list's buttons whose requests run one at a time (a goal's Complete, a category's Favorite): the pressed
 * one is busy and keeps the focus; the others, which the focus is not on, are disabled until its request is done.
 */
export function oneAtATimeButton(
  running: boolean,
  anyRunning: boolean,
): Pick<ButtonProps, 'loading' | 'aria-disabled' | 'disabled'> {
  return { ...busyButton(running), disabled: anyRunning && !running };
}
