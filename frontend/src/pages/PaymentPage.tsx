import { PlaceholderPage } from './PlaceholderPage';

export default function PaymentPage() {
  return <PlaceholderPage name="Payment" />;
}
