/** The billing calls of spec §7 ("Bookings and memberships", "Payments and devices"), through the typed client. */
import { ApiError, apiClient, call } from '../../../api/http';
import type { components } from '../../../api/schema';

type Schemas = components['schemas'];
export type MembershipPlan = Schemas['MembershipPlanDto'];
export type Membership = Schemas['MembershipDto'];
export type PaymentMethod = Schemas['PaymentMethodDto'];
export type StripeConfig = Schemas['StripeConfigDto'];
export type MembershipQuote = Schemas['MembershipQuoteDto'];

export const PLANS_KEY = ['/api/membership-plans'] as const;
export const ACTIVE_MEMBERSHIP_KEY = ['/api/user/memberships/active'] as const;
/** Spec §7: the other membership keys refreshed after a change. */
export const MEMBERSHIP_KEYS = [
  ACTIVE_MEMBERSHIP_KEY,
  ['/api/user/memberships'],
  ['/api/users/profile'],
] as const;
export const PAYMENT_METHODS_KEY = ['/api/payment-methods'] as const;
export const STRIPE_CONFIG_KEY = ['/api/stripe/config'] as const;

export function fetchPlans(signal?: AbortSignal) {
  return call(() => apiClient.GET('/api/membership-plans', { signal }));
}

/** The live membership, or null for a member who pays per class (the API answers 404 'No active membership'). */
export async function fetchActiveMembership(signal?: AbortSignal): Promise<Membership | null> {
  try {
    return await call(() => apiClient.GET('/api/user/memberships/active', { signal }));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** Under the memberships key, so that a purchase or cancel (which refreshes it) refreshes the quote too. */
export const membershipQuoteKey = (planId: number) => ['/api/user/memberships', 'quote', planId] as const;

/** What subscribing to the plan charges now: less the unused part of the live membership on a change of plan. */
export function fetchMembershipQuote(planId: number, signal?: AbortSignal) {
  return call(() =>
    apiClient.GET('/api/user/memberships/quote/{id}', { params: { path: { id: planId } }, signal }),
  );
}

/**
 * `idempotencyKey` names one press of Subscribe: its retries are answered with the first membership;
 * `expectedPrice` is the price the member saw, refused (409) if the plan was repriced since.
 */
export function purchaseMembership(body: {
  planId: number;
  paymentMethodId: string;
  expectedPrice: number;
  idempotencyKey: string;
}) {
  return call(() => apiClient.POST('/api/user/memberships', { body }));
}

export function cancelMembership(id: number) {
  return call(() => apiClient.POST('/api/user/memberships/{id}/cancel', { params: { path: { id } } }));
}

export function fetchPaymentMethods(signal?: AbortSignal) {
  return call(() => apiClient.GET('/api/payment-methods', { signal }));
}

export function addPaymentMethod(body: { paymentMethodId: string; setDefault: boolean }) {
  return call(() => apiClient.POST('/api/payment-methods', { body }));
}

export function removePaymentMethod(id: number) {
  return call(() => apiClient.DELETE('/api/payment-methods/{id}', { params: { path: { id } } }));
}

export function setDefaultPaymentMethod(id: number) {
  return call(() => apiClient.PUT('/api/payment-methods/{id}/default', { params: { path: { id } } }));
}

export function fetchStripeConfig(signal?: AbortSignal) {
  return call(() => apiClient.GET('/api/stripe/config', { signal }));
}
