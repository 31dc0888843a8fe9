import { ClassSchedule } from '../features/classes/components/ClassSchedule';
import { usePageTitle } from '../ui/use-page-title';

/** /classes (visitors) and /classes/member. */
export default function ClassesPage() {
  usePageTitle('Classes');
  return (
    <div className="page">
      <h1 className="page-title">Class Schedule</h1>
      <p className="page-subtitle">All times are Pacific time.</p>
      <ClassSchedule />
    </div>
  );
}
