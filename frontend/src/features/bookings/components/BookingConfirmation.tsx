import {
  CalendarOutlined,
  CheckCircleFilled,
  ClockCircleOutlined,
  EnvironmentOutlined,
  ShareAltOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Button, Skeleton } from 'antd';
import { useState } from 'react';
import { errorText } from '../../../api/http';
import { formatDateTime, formatTimeRange, minutesBetween } from '../../../lib/pacific-time';
import { ButtonLink } from '../../../ui/ButtonLink';
import { LoadingStatus, SkeletonLines } from '../../../ui/LoadingStatus';
import { ResultPanel } from '../../../ui/ResultPanel';
import { Surface } from '../../../ui/Surface';
import { toast } from '../../../ui/toast/toast-store';
import type { Booking } from '../api/bookings-api';
import { BOOKING_TEXTS } from '../booking-texts';
import { useBooking } from '../hooks/use-booking';
import { useClass } from '../hooks/use-class';
import { downloadCalendarFile, shareBooking } from '../share-booking';
import { BookingStatusBadge } from './BookingStatusBadge';
import './bookings.css';
import { SCREEN_TITLES } from '../../../ui/screen-titles';
import { usePageTitle } from '../../../ui/use-page-title';

function Location({ classId }: { classId: number }) {
  const cls = useClass(classId);
  if (cls.isPending) return <Skeleton.Input active size="small" aria-hidden />;
  return <>{cls.data?.studio || 'Studio location unavailable'}</>;
}

function Actions({ booking }: { booking: Booking }) {
  const [downloading, setDownloading] = useState(false);
  const addToCalendar = async () => {
    setDownloading(true);
    try {
      await downloadCalendarFile(booking);
    } catch (error) {
      toast({
        title: 'Could not add to calendar',
        description: errorText(error, 'The calendar file could not be downloaded. Please try again.'),
        variant: 'destructive',
      });
    } finally {
      setDownloading(false);
    }
  };
  const share = async () => {
    try {
      if ((await shareBooking(booking)) === 'copied') {
        toast({
          title: 'Link copied',
          description: 'The class link is on your clipboard.',
          variant: 'success',
        });
      }
    } catch {
      toast({
        title: 'Could not share',
        description: 'Sharing is not available in this browser.',
        variant: 'destructive',
      });
    }
  };
  return (
    <div className="confirmation__actions">
      <Button
        icon={<CalendarOutlined aria-hidden />}
        loading={downloading}
        onClick={() => void addToCalendar()}
      >
        Add to Calendar
      </Button>
      <Button icon={<ShareAltOutlined aria-hidden />} onClick={() => void share()}>
        Share
      </Button>
      <WayOn />
    </div>
  );
}

function WayOn() {
  return (
    <>
      <ButtonLink to="/">Go to Home</ButtonLink>
      <ButtonLink to="/classes" type="primary">
        Book Another Class
      </ButtonLink>
    </>
  );
}

/** Spec §2 "Booking confirmation". */
export function BookingConfirmation({ bookingId }: { bookingId: number | null }) {
  const query = useBooking(bookingId);
  const loading = bookingId !== null && query.isPending;
  const failed = !loading && (bookingId === null || query.isError || !query.data);
  // The document title follows the heading, as the offline screen's does.
  usePageTitle(failed ? BOOKING_TEXTS.loadConfirmationTitle : SCREEN_TITLES.confirmation);
  if (loading) {
    return (
      <div className="page page--narrow">
        <h1 className="visually-hidden">{SCREEN_TITLES.confirmation}</h1>
        <LoadingStatus label="Loading your booking">
          <SkeletonLines rows={8} />
        </LoadingStatus>
      </div>
    );
  }
  if (failed || !query.data) {
    return (
      <div className="page page--narrow">
        <ResultPanel
          status="warning"
          title={BOOKING_TEXTS.loadConfirmationTitle}
          subTitle={BOOKING_TEXTS.loadConfirmation}
          extra={
            <ButtonLink to="/" type="primary">
              Go to Home
            </ButtonLink>
          }
        />
      </div>
    );
  }
  const booking = query.data;
  const { schedule } = booking;
  return (
    <div className="page page--narrow confirmation">
      <Surface className="confirmation__card">
        {booking.status === 'cancelled' ? (
          // The page of a booking cancelled since (a kept link) says so instead of confirming it.
          <>
            <h1 className="page-title">Booking Cancelled</h1>
            <p className="page-subtitle">This booking was cancelled.</p>
          </>
        ) : (
          <>
            <CheckCircleFilled className="confirmation__icon" aria-hidden />
            <h1 className="page-title">Booking Confirmed!</h1>
            <p className="page-subtitle">You're all set. See you in class!</p>
          </>
        )}
        <dl className="confirmation__facts">
          <div>
            <dt>Class</dt>
            <dd>{schedule.class.name}</dd>
          </div>
          <div>
            <dt>
              <UserOutlined aria-hidden /> Trainer
            </dt>
            <dd>{schedule.class.trainer?.name ?? 'To be announced'}</dd>
          </div>
          <div>
            <dt>
              <CalendarOutlined aria-hidden /> Date and time
            </dt>
            <dd>
              {formatDateTime(schedule.startTime)} ({formatTimeRange(schedule.startTime, schedule.endTime)})
            </dd>
          </div>
          <div>
            <dt>
              <ClockCircleOutlined aria-hidden /> Duration
            </dt>
            <dd>{minutesBetween(schedule.startTime, schedule.endTime)} minutes</dd>
          </div>
          <div>
            <dt>
              <EnvironmentOutlined aria-hidden /> Location
            </dt>
            <dd>
              <Location classId={schedule.class.id} />
            </dd>
          </div>
          <div>
            <dt>Status</dt>
            <dd>
              <BookingStatusBadge status={booking.status} />
            </dd>
          </div>
        </dl>
        {/* A cancelled class is neither for the calendar nor for inviting friends to. */}
        {booking.status === 'cancelled' ? (
          <div className="confirmation__actions">
            <WayOn />
          </div>
        ) : (
          <Actions booking={booking} />
        )}
      </Surface>
    </div>
  );
}
