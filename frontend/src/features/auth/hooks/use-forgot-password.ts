import { useMutation } from '@tanstack/react-query';
import type { MessageResponse } from '../../../api/types';
import { requestPasswordReset } from '../api/auth-api';

export function useForgotPassword() {
  return useMutation<MessageResponse, Error, string>({ mutationFn: requestPasswordReset, retry: false });
}
