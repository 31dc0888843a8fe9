import { useMutation } from '@tanstack/react-query';
import type { MessageResponse, ResetPasswordRequest } from '../../../api/types';
import { resetPassword } from '../api/auth-api';

export function useResetPassword() {
  return useMutation<MessageResponse, Error, ResetPasswordRequest>({
    mutationFn: resetPassword,
    retry: false,
  });
}
