/**
 * API types of spec §3 as the gateway returns them.
 *
 * Each type is the gateway's generated schema (schema.d.ts, written by `npm run generate:api` from the committed
 * OpenAPI document) when that schema exists, and the hand-kept shape below until it does. So the app follows the
 * gateway's contract as soon as a DTO appears in the document, and CI's `generate:api --check` keeps them in step.
 */
import type { components } from './schema';

type GeneratedSchemas = components extends { schemas: infer S } ? S : never;

/** The generated schema called `Name`, or `Fallback` while the OpenAPI document has no such schema. */
type SchemaOr<Name extends string, Fallback> = [GeneratedSchemas] extends [never]
  ? Fallback
  : GeneratedSchemas extends Record<Name, infer T>
    ? T
    : Fallback;

export type User = SchemaOr<'UserDto', UserShape>;
export type LoginRequest = SchemaOr<'LoginDto', LoginRequestShape>;
export type RegisterRequest = SchemaOr<'RegisterDto', RegisterRequestShape>;
export type MessageResponse = SchemaOr<'AuthMessageDto', MessageResponseShape>;
export type ValidateResetTokenResponse = SchemaOr<'TokenValidationDto', ValidateResetTokenShape>;
export type ResetPasswordRequest = SchemaOr<'ResetPasswordDto', ResetPasswordRequestShape>;
export type AuthStatus = SchemaOr<'AuthStatusDto', AuthStatusShape>;
export type Category = SchemaOr<'CategoryDto', CategoryShape>;
export type StudioClass = SchemaOr<'ClassDto', StudioClassShape>;
export type Schedule = SchemaOr<'ScheduleDto', ScheduleShape>;
export type Booking = SchemaOr<'BookingDto', BookingShape>;
export type HomepageSection = SchemaOr<'HomepageSectionDto', HomepageSectionShape>;

/* ---- Hand-kept shapes (spec §3) ---- */

export interface UserShape {
  id: number;
  username: string;
  fullName: string;
  email: string;
  isAdmin: boolean;
  phoneNumber: string | null;
  emailNotifications: boolean;
  pushNotifications: boolean;
  smsNotifications: boolean;
  createdAt: string;
}

export interface LoginRequestShape {
  username: string;
  password: string;
}

export interface RegisterRequestShape {
  username: string;
  password: string;
  email: string;
  fullName: string;
  phoneNumber?: string;
  emailNotifications?: boolean;
  pushNotifications?: boolean;
  smsNotifications?: boolean;
}

export interface MessageResponseShape {
  message: string;
}

export interface ValidateResetTokenShape {
  valid: boolean;
  message?: string;
}

export interface ResetPasswordRequestShape {
  token: string;
  newPassword: string;
}

export interface AuthStatusShape {
  isAuthenticated: boolean;
  hasSession: boolean;
  sessionID?: string | null;
  nodeEnv?: string;
  timestamp?: string;
  user?: Partial<UserShape> | null;
  headers?: {
    origin?: string | null;
    referer?: string | null;
    host?: string | null;
    cookieHeader?: string | null;
  };
  session?: Record<string, unknown> | null;
}

export interface CategoryShape {
  id: number;
  name: string;
  description?: string | null;
}

export interface TrainerSummary {
  name: string;
  specialization?: string | null;
}

export interface StudioClassShape {
  id: number;
  name: string;
  description?: string | null;
  price: number;
  duration: number;
  maxCapacity?: number;
  imageUrl?: string | null;
  imageData?: string | null;
  studio?: string | null;
  requirements?: string | null;
  trainerId?: number;
  categoryId?: number;
  trainer?: TrainerSummary | null;
  category?: { id?: number; name: string } | null;
}

export interface ScheduleShape {
  id: number;
  classId: number;
  startTime: string;
  endTime: string;
  isCancelled: boolean;
  remainingSpots: number;
  class: StudioClassShape;
}

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

export type HomepageSectionId = 'hero' | 'benefits' | 'featured' | 'cta';

export interface HomepageSectionShape {
  id?: number;
  sectionId: HomepageSectionId | string;
  title?: string | null;
  subtitle?: string | null;
  buttonText?: string | null;
  buttonLink?: string | null;
  buttonColor?: string | null;
  secondaryButtonText?: string | null;
  secondaryButtonLink?: string | null;
  secondaryButtonColor?: string | null;
  backgroundColor?: string | null;
  content?: Array<{ title: string; description: string }> | null;
  updatedAt?: string;
}

export interface ApiErrorBody {
  statusCode: number;
  message: string | string[];
  error?: string;
}
