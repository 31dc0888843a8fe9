import { PlaceholderPage } from './PlaceholderPage';

export default function BookingHistoryPage() {
  return <PlaceholderPage name="Booking History" />;
}
