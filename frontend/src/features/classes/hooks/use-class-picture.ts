import { useQuery } from '@tanstack/react-query';
import { classesQuery } from '../api/classes-api';

/** A class's uploaded picture (a data URL) from the class list, or undefined while it loads or when none. */
export function useClassPicture(classId: number): string | undefined {
  const { data } = useQuery({
    ...classesQuery(),
    select: (classes) => classes.find((c) => c.id === classId)?.imageData ?? undefined,
  });
  return data;
}
