import { useQuery } from '@tanstack/react-query';
import type { Category } from '../../../api/types';
import { CATEGORIES_KEY, fetchCategories } from '../api/classes-api';

export function useCategories() {
  return useQuery<Category[]>({ queryKey: CATEGORIES_KEY, queryFn: ({ signal }) => fetchCategories(signal) });
}
