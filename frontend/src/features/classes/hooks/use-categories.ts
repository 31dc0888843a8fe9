import { useQuery } from '@tanstack/react-query';
import { CATEGORIES_KEY, fetchCategories } from '../api/classes-api';

export function useCategories() {
  return useQuery({ queryKey: CATEGORIES_KEY, queryFn: ({ signal }) => fetchCategories(signal) });
}
