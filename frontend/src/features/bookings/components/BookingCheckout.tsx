import { ClockCircleOutlined, EnvironmentOutlined, TagOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Button, Radio, Skeleton } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { BillingMessages, membershipUsableAt } from '@studio/contracts/browser';
import type { Schedule } from '../../../api/types';
import { errorText, failureText } from '../../../api/http';
import { formatDateTime, formatTimeRange, isBookable, minutesBetween } from '../../../lib/pacific-time';
import { busyButton } from '../../../ui/busy-button';
import { ButtonLink } from '../../../ui/ButtonLink';
import { ResultPanel } from '../../../ui/ResultPanel';
import { StatusBadge } from '../../../ui/StatusBadge';
import { Surface } from '../../../ui/Surface';
import { toast } from '../../../ui/toast/toast-store';
import { useActiveMembership } from '../../billing/hooks/use-membership';
import { PAYMENT_TEXTS } from '../../billing/payment-provider/payment-texts';
import { bookingPrice } from '../booking-price';
import { formatDollars } from '../../../lib/money';
import { BOOKING_TEXTS } from '../booking-texts';
import { useCreateBooking } from '../hooks/use-create-booking';
import { useMyBookings } from '../hooks/use-my-bookings';
import { useSchedule } from '../hooks/use-schedule';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { useIsMounted } from '../../../lib/use-is-mounted';
import { bookedScheduleIds } from '../upcoming-bookings';
import { CardPaymentForm } from './CardPaymentForm';
import { LoadingStatus, SkeletonLines } from '../../../ui/LoadingStatus';
import './bookings.css';
import { ScheduleClassImage } from '../../classes/components/ScheduleClassImage';
import { spotsText } from '../../classes/schedule-rules';
import { useOneAtATime } from '../../../lib/one-at-a-time';
import { SCREEN_TITLES } from '../../../ui/screen-titles';
import { usePageTitle } from '../../../ui/use-page-title';

/** Spec §9: after success the page moves on 300 ms later; out of the window it returns after 3 s. */
export const AFTER_BOOKING_DELAY_MS = 300;
export const NOT_BOOKABLE_RETURN_MS = 3_000;

type PayWith = 'credits' | 'card';

function requirementsOf(text: string): string[] {
  return text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

function ClassDetails({ schedule }: { schedule: Schedule }) {
  const cls = schedule.class;
  const price = bookingPrice(cls.price);
  const requirements = requirementsOf(cls.requirements ?? '');
  return (
    <Surface className="booking-details" cover={<ScheduleClassImage cls={cls} />}>
      <h1 className="page-title">{cls.name}</h1>
      {cls.category?.name ? <StatusBadge tone="neutral">{cls.category.name}</StatusBadge> : null}
      {cls.description ? <p className="booking-details__description">{cls.description}</p> : null}
      <ul className="booking-details__facts">
        <li>
          <ClockCircleOutlined aria-hidden /> {formatDateTime(schedule.startTime)} (
          {formatTimeRange(schedule.startTime, schedule.endTime)},{' '}
          {minutesBetween(schedule.startTime, schedule.endTime)} min)
        </li>
        {cls.trainer?.name ? (
          <li>
            <UserOutlined aria-hidden /> {cls.trainer.name}
            {cls.trainer.specialization ? ` · ${cls.trainer.specialization}` : ''}
          </li>
        ) : null}
        {cls.studio ? (
          <li>
            <EnvironmentOutlined aria-hidden /> {cls.studio}
          </li>
        ) : null}
        <li>
          <TagOutlined aria-hidden /> {spotsText(schedule.remainingSpots)}
        </li>
      </ul>
      {requirements.length > 0 ? (
        <>
          <h2 className="booking-details__heading">What to bring</h2>
          <p className="booking-details__requirements">{requirements.join(', ')}</p>
        </>
      ) : null}
      <h2 className="booking-details__heading">Price</h2>
      <dl className="price-table">
        <div className="price-table__row">
          <dt>Class</dt>
          <dd>{formatDollars(price.price)}</dd>
        </div>
        <div className="price-table__row">
          <dt>Tax (8%)</dt>
          <dd>{formatDollars(price.tax)}</dd>
        </div>
        <div className="price-table__row price-table__row--total">
          <dt>Total</dt>
          <dd>{formatDollars(price.total)}</dd>
        </div>
      </dl>
      <h2 className="booking-details__heading">Cancellation policy</h2>
      <p className="booking-details__policy">{BOOKING_TEXTS.cancellationPolicy}</p>
    </Surface>
  );
}

function NotBookable() {
  const navigate = useNavigate();
  useEffect(() => {
    // In the booking page's place: Back then goes where the member came from, not into this page's return again.
    const timer = setTimeout(() => navigate('/classes', { replace: true }), NOT_BOOKABLE_RETURN_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      title={BOOKING_TEXTS.notBookable}
      description="Returning to the class list..."
    />
  );
}

function BookingForm({ schedule, onBooked }: { schedule: Schedule; onBooked: () => void }) {
  const navigate = useNavigate();
  const isMounted = useIsMounted();
  const membership = useActiveMembership();
  const create = useCreateBooking();
  const live = membership.data;
  // A cancelled membership pays only for classes that start before it ends (billing refuses the rest).
  const endsBeforeClass = Boolean(live && !membershipUsableAt(live, new Date(schedule.startTime)));
  const credits = live && !endsBeforeClass ? live.remainingCredits : 0;
  const [choice, setChoice] = useState<PayWith | null>(null);
  const [processing, setProcessing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const payWith: PayWith = choice ?? (credits > 0 ? 'credits' : 'card');
  const total = bookingPrice(schedule.class.price).total;

  const book = useOneAtATime(async (paymentMethodId?: () => Promise<string>) => {
    setProcessing(true);
    setFailure(null);
    try {
      await create.mutateAsync({
        scheduleId: schedule.id,
        useCredits: !paymentMethodId,
        paymentMethodId: paymentMethodId ? await paymentMethodId() : undefined,
        // The total on the Pay button: a price changed since is refused, not charged unseen.
        expectedTotalPrice: paymentMethodId ? total : undefined,
        idempotencyKey: newIdempotencyKey('booking'),
      });
      onBooked();
      toast({
        title: 'Booking Confirmed!',
        description: `You're booked for ${schedule.class.name}.`,
        variant: 'success',
      });
      // Spec §2: after success the member goes home after 300 ms (the confirmation stays at /confirmation/{id}),
      // unless they left the booking page while it was being paid.
      setTimeout(() => {
        if (isMounted()) navigate('/');
      }, AFTER_BOOKING_DELAY_MS);
    } catch (error) {
      const text = errorText(error, BOOKING_TEXTS.bookingFailed);
      // Spec §8: a card payment that fails says 'Payment failed' with the reason beside the card form. That alert
      // is what a screen reader reads out; the toast says the same.
      setFailure(paymentMethodId ? failureText(error, PAYMENT_TEXTS.paymentFailedFallback) : text);
      toast({
        title: BOOKING_TEXTS.bookingFailedTitle,
        description: text,
        variant: 'destructive',
        announce: false,
      });
      setProcessing(false);
    }
  });

  if (membership.isPending) {
    return (
      <LoadingStatus label="Loading your membership">
        <SkeletonLines rows={2} />
      </LoadingStatus>
    );
  }
  return (
    <section className="booking-pay" aria-labelledby="booking-pay-title">
      <h2 id="booking-pay-title" className="section__title">
        Payment
      </h2>
      {credits > 0 ? (
        <Radio.Group
          value={payWith}
          onChange={(event) => setChoice(event.target.value as PayWith)}
          className="booking-pay__choices"
          disabled={processing}
          aria-label="How would you like to pay?"
        >
          <Radio value="credits">
            Use 1 class credit ({credits} {credits === 1 ? 'credit' : 'credits'} remaining)
          </Radio>
          <Radio value="card">Pay by card ({formatDollars(total)})</Radio>
        </Radio.Group>
      ) : null}
      {endsBeforeClass && live && live.remainingCredits > 0 ? (
        <Alert className="booking-alert" type="info" showIcon title={BillingMessages.endsBeforeClass} />
      ) : null}
      {payWith === 'credits' ? (
        <>
          {failure ? <Alert className="booking-alert" type="error" showIcon title={failure} /> : null}
          <Button type="primary" size="large" block {...busyButton(processing)} onClick={() => void book()}>
            Book with 1 Credit
          </Button>
        </>
      ) : (
        <CardPaymentForm
          total={total}
          processing={processing}
          failure={failure}
          onPay={(paymentMethodId) => void book(paymentMethodId)}
          onEdit={() => setFailure(null)}
        />
      )}
    </section>
  );
}

function BookingStatus({ schedule }: { schedule: Schedule }) {
  const bookings = useMyBookings();
  const booked = useMemo(() => bookedScheduleIds(bookings.data ?? []), [bookings.data]);
  const [bookable] = useState(() => isBookable(schedule.startTime, schedule.endTime));
  // Booked on this page: the form stays while the page moves on, instead of turning into 'Already Booked'
  // when the refreshed bookings arrive.
  const [bookedHere, setBookedHere] = useState(false);
  if (!bookable) return <NotBookable />;
  if (bookings.isPending) {
    return (
      <LoadingStatus label="Loading your bookings">
        <SkeletonLines rows={2} />
      </LoadingStatus>
    );
  }
  if (booked.has(schedule.id) && !bookedHere) {
    return (
      <Alert
        type="info"
        showIcon
        title={BOOKING_TEXTS.alreadyBooked}
        action={<Link to="/booking-history">View your bookings</Link>}
      />
    );
  }
  if (schedule.remainingSpots <= 0 && !bookedHere)
    return <Alert type="warning" showIcon title={BOOKING_TEXTS.full} />;
  return <BookingForm schedule={schedule} onBooked={() => setBookedHere(true)} />;
}

/** Spec §2 "Booking page" (/booking/{id}, the schedule id). */
export function BookingCheckout({ scheduleId }: { scheduleId: number | null }) {
  const query = useSchedule(scheduleId);
  const loading = scheduleId !== null && query.isPending;
  const failed = !loading && (scheduleId === null || query.isError || !query.schedule);
  // The document title follows the heading, as the offline screen's does: a failed load is not 'Book a Class'.
  usePageTitle(failed ? BOOKING_TEXTS.loadClassTitle : SCREEN_TITLES.booking);
  if (loading) {
    return (
      <div className="page page--narrow">
        <h1 className="visually-hidden">{SCREEN_TITLES.booking}</h1>
        <LoadingStatus label="Loading the class">
          <Skeleton.Image active className="booking-skeleton__image" />
          <SkeletonLines rows={6} />
        </LoadingStatus>
      </div>
    );
  }
  if (failed || !query.schedule) {
    return (
      <div className="page page--narrow">
        <ResultPanel
          status="warning"
          title={BOOKING_TEXTS.loadClassTitle}
          subTitle={BOOKING_TEXTS.loadClass}
          detail={query.isError ? undefined : BOOKING_TEXTS.scheduleNotFound}
          extra={
            <>
              {query.isError ? <Button onClick={() => void query.refetch()}>Try Again</Button> : null}
              <ButtonLink to="/classes" type="primary">
                Back to Classes
              </ButtonLink>
            </>
          }
        />
      </div>
    );
  }
  return (
    <div className="page page--narrow booking-page">
      <ClassDetails schedule={query.schedule} />
      <BookingStatus schedule={query.schedule} />
    </div>
  );
}
