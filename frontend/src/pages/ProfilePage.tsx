import { PlaceholderPage } from './PlaceholderPage';

export default function ProfilePage() {
  return <PlaceholderPage name="My Profile" />;
}
