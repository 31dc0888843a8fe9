import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { studioToday, type StudioDate } from '../../../lib/pacific-time';

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** The chosen day and category live in the address, so Back and reload keep them. */
export function useClassListParams() {
  const [params, setParams] = useSearchParams();
  const today = studioToday();
  const rawDate = params.get('date');
  const date: StudioDate = rawDate && DATE_PATTERN.test(rawDate) ? rawDate : today;
  const category = params.get('category');

  const update = useCallback(
    (patch: { date?: StudioDate; category?: string | null }) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (patch.date !== undefined) next.set('date', patch.date);
          if (patch.category !== undefined) {
            if (patch.category) next.set('category', patch.category);
            else next.delete('category');
          }
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  return {
    today,
    date,
    category,
    setDate: (d: StudioDate) => update({ date: d }),
    setCategory: (c: string | null) => update({ category: c }),
    resetFilters: () => update({ category: null }),
    viewToday: () => update({ date: today, category: null }),
  };
}
