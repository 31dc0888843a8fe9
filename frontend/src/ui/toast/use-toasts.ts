import { useSyncExternalStore } from 'react';
import { getToasts, subscribeToasts, type Toast } from './toast-store';

export function useToasts(): Toast[] {
  return useSyncExternalStore(subscribeToasts, getToasts, getToasts);
}
