import { PlaceholderPage } from './PlaceholderPage';

export default function BookingPage() {
  return <PlaceholderPage name="Class Booking" />;
}
