import { useParams } from 'react-router-dom';
import { BookingCheckout } from '../features/bookings/components/BookingCheckout';
import { routeId } from '../features/bookings/route-id';

/** /booking/{id}: id is the schedule id (spec §2). */
export default function BookingPage() {
  const { id } = useParams();
  return <BookingCheckout scheduleId={routeId(id)} />;
}
