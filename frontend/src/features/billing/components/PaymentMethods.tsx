import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link, useSearchParams } from 'react-router-dom';
import { Tabs } from '../../../ui/Tabs';
import { AddCardForm } from './AddCardForm';
import { SavedCards } from './SavedCards';
import './billing.css';

type Tab = 'saved' | 'add';

/**
 * Spec §2 "Payment methods page": tabs 'Saved Cards' and 'Add New Card', a Back link to /profile. The app's own
 * tabs, not Ant Design's: those measure their ink bar on every change below them, which made each keystroke in the
 * card form re-measure the page.
 */
export function PaymentMethods() {
  // The open tab is the address's (ADD_CARD_PATH, `?tab=add`, opens the form), so a refresh keeps it.
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'add' ? 'add' : 'saved';
  const setTab = (next: Tab) => setParams(next === 'add' ? { tab: 'add' } : {}, { replace: true });
  return (
    <>
      <Link to="/profile" className="back-link">
        <ArrowLeftOutlined aria-hidden /> Back to Profile
      </Link>
      <h1 className="page-title">Payment Methods</h1>
      <p className="page-subtitle">Manage the cards you pay for classes and memberships with.</p>
      <Tabs
        label="Payment methods"
        active={tab}
        onChange={setTab}
        items={[
          { key: 'saved', label: 'Saved Cards', panel: <SavedCards onAddCard={() => setTab('add')} /> },
          { key: 'add', label: 'Add New Card', panel: <AddCardForm onAdded={() => setTab('saved')} /> },
        ]}
      />
    </>
  );
}
