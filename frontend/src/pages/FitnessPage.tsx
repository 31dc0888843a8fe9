import { PlaceholderPage } from './PlaceholderPage';

export default function FitnessPage() {
  return <PlaceholderPage name="Fitness Tracker" />;
}
