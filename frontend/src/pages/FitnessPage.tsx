import { FitnessTracker } from '../features/fitness/components/FitnessTracker';
import { usePageTitle } from '../ui/use-page-title';

/** /fitness (spec §2): the fitness tracker. */
export default function FitnessPage() {
  usePageTitle('Fitness Tracker');
  return <FitnessTracker />;
}
