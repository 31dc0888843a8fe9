import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Tabs } from './Tabs';

/** Two tabs whose panels each switch to the other from a button inside them, as a sent form shows the list. */
function CardTabs() {
  const [tab, setTab] = useState<'saved' | 'add'>('saved');
  return (
    <>
      <button type="button">Outside</button>
      <button type="button" onClick={() => setTab('add')}>
        Open the form from outside
      </button>
      <Tabs
        label="Payment methods"
        active={tab}
        onChange={setTab}
        items={[
          {
            key: 'saved',
            label: 'Saved Cards',
            count: 2,
            panel: (
              <button type="button" onClick={() => setTab('add')}>
                Add a card
              </button>
            ),
          },
          {
            key: 'add',
            label: 'Add New Card',
            panel: (
              <button type="button" onClick={() => setTab('saved')}>
                Save card
              </button>
            ),
          },
        ]}
      />
    </>
  );
}

describe('Tabs', () => {
  it('names each tab by its label and count, labels the panel by its tab and keeps one tab in the tab order', () => {
    render(<CardTabs />);
    expect(screen.getByRole('tablist', { name: 'Payment methods' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Saved Cards 2', selected: true })).toHaveAttribute(
      'tabindex',
      '0',
    );
    expect(screen.getByRole('tab', { name: 'Add New Card', selected: false })).toHaveAttribute(
      'tabindex',
      '-1',
    );
    expect(screen.getByRole('tabpanel', { name: 'Saved Cards 2' })).toContainElement(
      screen.getByRole('button', { name: 'Add a card' }),
    );
  });

  it('moves between tabs with the arrow keys, Home and End, focus going with the selection', () => {
    render(<CardTabs />);
    const saved = screen.getByRole('tab', { name: /Saved Cards/ });
    act(() => saved.focus());
    fireEvent.keyDown(saved, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Add New Card', selected: true })).toHaveFocus();
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Add New Card' }), { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: /Saved Cards/, selected: true })).toHaveFocus();
    fireEvent.keyDown(saved, { key: 'End' });
    expect(screen.getByRole('tab', { name: 'Add New Card', selected: true })).toHaveFocus();
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Add New Card' }), { key: 'Home' });
    expect(saved).toHaveFocus();
    fireEvent.keyDown(saved, { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { name: 'Add New Card', selected: true })).toHaveFocus();
  });

  it('puts focus on the tab a panel opened when the control that had it went with the old panel', () => {
    render(<CardTabs />);
    const add = screen.getByRole('button', { name: 'Add a card' });
    act(() => add.focus());
    fireEvent.click(add);
    expect(screen.getByRole('tab', { name: 'Add New Card', selected: true })).toHaveFocus();

    const save = screen.getByRole('button', { name: 'Save card' });
    act(() => save.focus());
    fireEvent.click(save);
    expect(screen.getByRole('tab', { name: /Saved Cards/, selected: true })).toHaveFocus();
  });

  it('leaves focus where it is when a tab is opened from outside the tabs', () => {
    render(<CardTabs />);
    const outside = screen.getByRole('button', { name: 'Open the form from outside' });
    act(() => outside.focus());
    fireEvent.click(outside);
    expect(screen.getByRole('tab', { name: 'Add New Card', selected: true })).not.toHaveFocus();
    expect(outside).toHaveFocus();
  });
});
