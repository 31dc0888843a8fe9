import { useQuery } from '@tanstack/react-query';
import { classKey, fetchClass } from '../api/bookings-api';

export function useClass(id: number | undefined) {
  return useQuery({
    queryKey: classKey(id ?? 0),
    queryFn: ({ signal }) => fetchClass(id ?? 0, signal),
    enabled: id !== undefined,
  });
}
