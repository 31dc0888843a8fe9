import { PlaceholderPage } from './PlaceholderPage';

export default function MembershipCheckoutPage() {
  return <PlaceholderPage name="Membership Checkout" />;
}
