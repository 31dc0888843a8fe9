import { ArrowLeftOutlined } from '@ant-design/icons';
import { useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { AddCardForm } from './AddCardForm';
import { SavedCards } from './SavedCards';
import './billing.css';

const TABS = [
  { key: 'saved', label: 'Saved Cards' },
  { key: 'add', label: 'Add New Card' },
] as const;
type Tab = (typeof TABS)[number]['key'];

/**
 * Spec §2 "Payment methods page": tabs 'Saved Cards' and 'Add New Card', a Back link to /profile. The two tabs are
 * plain WAI-ARIA tabs (arrow keys move between them): Ant Design's Tabs measure their ink bar on every change
 * below them, which made each keystroke in the card form re-measure the page.
 */
export function PaymentMethods() {
  const [tab, setTab] = useState<Tab>('saved');
  const tabRefs = useRef<Record<Tab, HTMLButtonElement | null>>({ saved: null, add: null });

  const select = (next: Tab) => {
    setTab(next);
    tabRefs.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
    event.preventDefault();
    const index = TABS.findIndex((t) => t.key === tab);
    const next =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? TABS.length - 1
          : (index + (event.key === 'ArrowRight' ? 1 : TABS.length - 1)) % TABS.length;
    select(TABS[next].key);
  };

  return (
    <>
      <Link to="/profile" className="back-link">
        <ArrowLeftOutlined aria-hidden /> Back to Profile
      </Link>
      <h1 className="page-title">Payment Methods</h1>
      <p className="page-subtitle">Manage the cards you pay for classes and memberships with.</p>
      <div className="billing-tabs" role="tablist" aria-label="Payment methods" onKeyDown={onKeyDown}>
        {TABS.map(({ key, label }) => (
          <button
            key={key}
            ref={(button) => {
              tabRefs.current[key] = button;
            }}
            type="button"
            role="tab"
            id={`payment-tab-${key}`}
            aria-selected={tab === key}
            aria-controls={`payment-panel-${key}`}
            tabIndex={tab === key ? 0 : -1}
            className={`billing-tabs__tab${tab === key ? ' billing-tabs__tab--active' : ''}`}
            onClick={() => setTab(key)}
          >
            {label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`payment-panel-${tab}`} aria-labelledby={`payment-tab-${tab}`}>
        {tab === 'saved' ? (
          <SavedCards onAddCard={() => select('add')} />
        ) : (
          <AddCardForm onAdded={() => select('saved')} />
        )}
      </div>
    </>
  );
}
