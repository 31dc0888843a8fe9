import type { BookingStatus, PaymentStatus } from '@studio/contracts';

/** A booking joined with its schedule's copy, as the queries read it (snake case, straight from SQL). */
export interface BookingRow {
  id: number;
  user_id: number;
  schedule_id: number;
  status: BookingStatus;
  payment_status: PaymentStatus;
  used_credits: boolean;
  total_price_cents: number;
  /** The card paid with: null for a credit, and for bookings made before it was kept. */
  payment_method_id: string | null;
  payment_id: string | null;
  booked_at: Date;
  cancelled_at: Date | null;
  /** When the studio moved the class to another time after this booking was made. */
  moved_at: Date | null;
  class_id: number;
  class_name: string;
  category_id: number | null;
  trainer_name: string | null;
  /** Where the class takes place; null while booking has not heard it. */
  studio: string | null;
  start_time: Date;
  end_time: Date;
  is_cancelled: boolean;
  capacity: number;
  booked: number;
}

/** An admin's row: the booking with the member's name and e-mail when booking has heard of them. */
export interface AdminBookingRow extends BookingRow {
  full_name: string | null;
  email: string | null;
}

/** What booking keeps of a schedule: catalog's snapshot or announcement, as of `observedAt`. */
export interface ScheduleCopy {
  scheduleId: number;
  classId: number;
  className: string;
  categoryId: number | null;
  trainerName: string | null;
  studio: string | null;
  startTime: Date;
  endTime: Date;
  isCancelled: boolean;
  capacity: number;
  observedAt: Date;
}

/** A refund or a credit owed to a member until billing confirms it. */
export interface PaymentReturnRow {
  id: number;
  booking_id: number;
  user_id: number;
  kind: 'refund' | 'credit';
  amount_cents: number;
}
