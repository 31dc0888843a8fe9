import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Schedule } from '../../../api/types';
import { saveRedirectTarget } from '../../../lib/auth-navigation';
import { toast } from '../../../ui/toast/toast-store';
import { useCurrentUser } from '../../auth/hooks/use-current-user';

/** Book: a member goes to the booking page; a visitor to /auth with the booking path saved (spec §4). */
export function useBookClass(): (schedule: Schedule) => void {
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  return useCallback(
    (schedule: Schedule) => {
      const path = `/booking/${schedule.id}`;
      if (user) {
        navigate(path);
        return;
      }
      saveRedirectTarget(path);
      toast({
        title: 'Authentication Required',
        description: 'Please sign in or create an account to book a class.',
      });
      navigate('/auth', { state: { mode: 'login' } });
    },
    [navigate, user],
  );
}
