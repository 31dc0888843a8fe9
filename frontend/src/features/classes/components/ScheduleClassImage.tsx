import type { Schedule } from '../../../api/types';
import { ClassImage } from '../../../ui/ClassImage';
import { useClassPicture } from '../hooks/use-class-picture';

/** A schedule's class picture: the uploaded one from the class list (schedules come without it), else its URL. */
export function ScheduleClassImage({ cls }: { cls: Schedule['class'] }) {
  const imageData = useClassPicture(cls.id);
  return <ClassImage imageData={imageData} imageUrl={cls.imageUrl} />;
}
