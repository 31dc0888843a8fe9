import { CalendarOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { errorText } from '../../../api/http';
import { toast } from '../../../ui/toast/toast-store';
import { fetchCalendarFeedLink } from '../api/bookings-api';

/** The feed as calendar apps subscribe to it: the same address on the webcal scheme. */
function webcalAddress(path: string, origin: string = window.location.origin): string {
  return `${origin}${path}`.replace(/^https?:/, 'webcal:');
}

/**
 * 'Subscribe in Calendar': copies the member's own calendar feed address, which calendar apps poll for the
 * booked classes (it stops working when the password changes).
 */
export function CalendarFeedButton() {
  const [busy, setBusy] = useState(false);
  const copy = async () => {
    setBusy(true);
    try {
      const { path } = await fetchCalendarFeedLink();
      await navigator.clipboard.writeText(webcalAddress(path));
      toast({
        title: 'Calendar link copied',
        description: 'Add it to your calendar app as a subscription to see your booked classes there.',
        variant: 'success',
      });
    } catch (error) {
      toast({
        title: 'Could not copy the calendar link',
        description: errorText(error, 'Please try again.'),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<CalendarOutlined aria-hidden />} loading={busy} onClick={() => void copy()}>
      Subscribe in Calendar
    </Button>
  );
}
