import { isStudioDate } from '@studio/contracts/browser';
import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { studioToday, type StudioDate } from '../../../lib/pacific-time';

/** The day a class list address asks for: its `date` when that is a real calendar day, otherwise today. */
export function classListDate(rawDate: string | null, today: StudioDate): StudioDate {
  return rawDate !== null && isStudioDate(rawDate) ? rawDate : today;
}

/**
 * The chosen day and category live in the address, so Back and reload keep them. A `date` that is not a real
 * calendar day (`2026-02-30`) is read as no date: today, in the heading, the week strip and the list alike, and it
 * is dropped from the address.
 */
export function useClassListParams(now: Date = new Date()) {
  const [params, setParams] = useSearchParams();
  const today = studioToday(now);
  const rawDate = params.get('date');
  const date = classListDate(rawDate, today);
  const category = params.get('category');
  const invalidDate = rawDate !== null && rawDate !== date;

  const update = useCallback(
    (patch: { date?: StudioDate | null; category?: string | null }) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (patch.date === null) next.delete('date');
          else if (patch.date !== undefined) next.set('date', patch.date);
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

  useEffect(() => {
    if (invalidDate) update({ date: null });
  }, [invalidDate, update]);

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
