/** Test helpers for the admin tabs' component tests: render one tab with the toaster, and find dialogs. */
import { configure, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { makeUser, renderWithProviders, testQueryClient } from '../../../../test/render-app';
import { resetToasts } from '../../../ui/toast/toast-store';
import { Toaster } from '../../../ui/toast/Toaster';

// A tab's first paint renders Ant Design's table and dialogs, slow in jsdom on a busy two-core machine.
configure({ asyncUtilTimeout: 30_000 });

export function renderTab(tab: ReactElement) {
  resetToasts();
  const client = testQueryClient(makeUser({ id: 1, isAdmin: true, fullName: 'Ada Admin' }));
  return {
    client,
    ...renderWithProviders(
      <>
        {tab}
        <Toaster />
      </>,
      { route: '/admin', client },
    ),
  };
}

/** A dialog by its title (in tests every Ant Design dialog gets the same generated title id). */
export async function dialogTitled(title: string): Promise<HTMLElement> {
  const heading = await screen.findByText(title, { selector: '.ant-modal-title' });
  const dialog = heading.closest<HTMLElement>('[role="dialog"]');
  if (!dialog) throw new Error(`${title} is not in a dialog`);
  return dialog;
}

/** The JSON body a fake API call was sent with. */
export function bodyOf(call: { data: string | undefined } | undefined): unknown {
  return call?.data === undefined ? undefined : JSON.parse(call.data);
}

/** Replaces a field's text in one paste (typing key by key is slow with Ant Design in jsdom). */
export async function fill(
  user: { clear: (e: Element) => Promise<void>; paste: (text: string) => Promise<void> },
  field: HTMLElement,
  text: string,
) {
  await user.clear(field);
  field.focus();
  await user.paste(text);
}
