import { BookingHistory } from '../features/bookings/components/BookingHistory';
import { usePageTitle } from '../ui/use-page-title';

/** /booking-history (spec §2). */
export default function BookingHistoryPage() {
  usePageTitle('Booking History');
  return <BookingHistory />;
}
