import { PaymentMethods } from '../features/billing/components/PaymentMethods';
import { usePageTitle } from '../ui/use-page-title';

/** /payment: the payment methods page (spec §2; the profile's 'Add New Card' links here). */
export default function PaymentPage() {
  usePageTitle('Payment Methods');
  return (
    <div className="page page--narrow">
      <PaymentMethods />
    </div>
  );
}
