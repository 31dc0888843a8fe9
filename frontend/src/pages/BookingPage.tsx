import { useParams } from 'react-router-dom';
import { BookingCheckout } from '../features/bookings/components/BookingCheckout';
import { routeId } from '../features/bookings/route-id';
import { usePageTitle } from '../ui/use-page-title';
import { SCREEN_TITLES } from '../ui/screen-titles';

/** /booking/{id}: id is the schedule id (spec §2). */
export default function BookingPage() {
  usePageTitle(SCREEN_TITLES.booking);
  const { id } = useParams();
  return <BookingCheckout scheduleId={routeId(id)} />;
}
