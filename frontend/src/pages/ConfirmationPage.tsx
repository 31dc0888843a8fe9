import { useParams } from 'react-router-dom';
import { BookingConfirmation } from '../features/bookings/components/BookingConfirmation';
import { routeId } from '../features/bookings/route-id';

/** /confirmation/{id}: id is the booking id (spec §2). */
export default function ConfirmationPage() {
  const { id } = useParams();
  return <BookingConfirmation bookingId={routeId(id)} />;
}
