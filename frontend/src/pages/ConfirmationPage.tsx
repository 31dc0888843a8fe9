import { useParams } from 'react-router-dom';
import { BookingConfirmation } from '../features/bookings/components/BookingConfirmation';
import { routeId } from '../features/bookings/route-id';
import { usePageTitle } from '../ui/use-page-title';
import { SCREEN_TITLES } from '../ui/screen-titles';

/** /confirmation/{id}: id is the booking id (spec §2). */
export default function ConfirmationPage() {
  usePageTitle(SCREEN_TITLES.confirmation);
  const { id } = useParams();
  return <BookingConfirmation bookingId={routeId(id)} />;
}
