import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  PAYMENT_METHODS_KEY,
  STRIPE_CONFIG_KEY,
  addPaymentMethod,
  fetchPaymentMethods,
  fetchStripeConfig,
  removePaymentMethod,
  setDefaultPaymentMethod,
} from '../api/billing-api';

export function usePaymentMethods() {
  return useQuery({ queryKey: PAYMENT_METHODS_KEY, queryFn: ({ signal }) => fetchPaymentMethods(signal) });
}

/** Which card processor is live; it does not change while the app runs. */
export function useStripeConfig() {
  return useQuery({
    queryKey: STRIPE_CONFIG_KEY,
    queryFn: ({ signal }) => fetchStripeConfig(signal),
    staleTime: Infinity,
  });
}

function useCardMutation<Args, Result>(mutationFn: (args: Args) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: PAYMENT_METHODS_KEY }),
  });
}

export function useAddPaymentMethod() {
  return useCardMutation(addPaymentMethod);
}

export function useRemovePaymentMethod() {
  return useCardMutation(removePaymentMethod);
}

export function useSetDefaultPaymentMethod() {
  return useCardMutation(setDefaultPaymentMethod);
}
