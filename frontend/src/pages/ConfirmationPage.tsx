import { PlaceholderPage } from './PlaceholderPage';

export default function ConfirmationPage() {
  return <PlaceholderPage name="Booking Confirmation" />;
}
