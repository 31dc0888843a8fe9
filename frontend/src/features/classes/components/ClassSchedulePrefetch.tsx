import { usePrefetchQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { studioToday } from '../../../lib/pacific-time';
import { classesQuery, schedulesQuery } from '../api/classes-api';
import { classListDate } from '../hooks/use-class-list-params';

/**
 * Rendered by the class list's routes from the entry chunk: asks for the chosen day's schedules and the classes
 * (their pictures) at once, so the requests travel alongside the page's own code (and the session check) instead
 * of after them; the list's queries then find them in flight or answered.
 */
export function ClassSchedulePrefetch() {
  const [params] = useSearchParams();
  usePrefetchQuery(schedulesQuery(classListDate(params.get('date'), studioToday())));
  usePrefetchQuery(classesQuery());
  return null;
}
