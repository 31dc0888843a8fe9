/**
 * API types as the gateway returns them: each is a schema of the generated `schema.d.ts` (written by
 * `npm run generate:api` from the committed OpenAPI document; CI fails when it is stale). Only what the
 * document does not describe yet is kept by hand below.
 */
import type { components } from './schema';

type Schemas = components['schemas'];

export type User = Schemas['UserDto'];
export type LoginRequest = Schemas['LoginDto'];
export type RegisterRequest = Schemas['RegisterDto'];
export type MessageResponse = Schemas['AuthMessageDto'];
export type ValidateResetTokenResponse = Schemas['TokenValidationDto'];
export type ResetPasswordRequest = Schemas['ResetPasswordDto'];
export type AuthStatus = Schemas['AuthStatusDto'];
export type Category = Schemas['CategoryDto'];
export type StudioClass = Schemas['ClassDto'];
export type Schedule = Schemas['ScheduleDto'];
export type HomepageSection = Schemas['HomepageSectionDto'];

/* The booking service's API arrives with its own issue; until then its bookings are typed by spec §3. */
export type Booking = BookingShape;

export type BookingStatus = 'confirmed' | 'pending' | 'cancelled';
export type PaymentStatus = 'paid' | 'pending' | 'failed';

export interface BookingShape {
  id: number;
  userId: number;
  scheduleId: number;
  bookingDate?: string;
  status: BookingStatus;
  paymentStatus?: PaymentStatus;
  totalPrice?: number | null;
  stripePaymentIntentId?: string | null;
  schedule?: {
    startTime: string;
    endTime: string;
    remainingSpots?: number;
    class?: { name: string; trainer?: { name: string } | null } | null;
  } | null;
}

export interface ApiErrorBody {
  statusCode: number;
  message: string | string[];
  error?: string;
}
