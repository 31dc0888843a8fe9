import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  MEMBERSHIP_KEYS,
  PLANS_KEY,
  ACTIVE_MEMBERSHIP_KEY,
  cancelMembership,
  fetchActiveMembership,
  fetchMembershipQuote,
  fetchPlans,
  membershipQuoteKey,
  purchaseMembership,
} from '../api/billing-api';

export function usePlans() {
  return useQuery({ queryKey: PLANS_KEY, queryFn: ({ signal }) => fetchPlans(signal) });
}

/** The live membership; null means Pay-Per-Class. */
export function useActiveMembership() {
  return useQuery({
    queryKey: ACTIVE_MEMBERSHIP_KEY,
    queryFn: ({ signal }) => fetchActiveMembership(signal),
  });
}

/** The checkout's quote: what subscribing to the plan charges today. */
export function useMembershipQuote(planId: number) {
  return useQuery({
    queryKey: membershipQuoteKey(planId),
    queryFn: ({ signal }) => fetchMembershipQuote(planId, signal),
  });
}

function useRefreshMemberships() {
  const queryClient = useQueryClient();
  return () => Promise.all(MEMBERSHIP_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/**
 * Retried as every mutation is (spec §9), safely: each press carries its own idempotency key, so a purchase whose
 * answer was lost is answered with the membership it made, never bought twice.
 */
export function usePurchaseMembership() {
  const refresh = useRefreshMemberships();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: purchaseMembership,
    onSettled: refresh,
    // Refused because the plan was repriced since the page showed it: the page shows the new price.
    onError: () => queryClient.invalidateQueries({ queryKey: PLANS_KEY }),
  });
}

export function useCancelMembership() {
  const refresh = useRefreshMemberships();
  return useMutation({ mutationFn: cancelMembership, retry: false, onSettled: refresh });
}
