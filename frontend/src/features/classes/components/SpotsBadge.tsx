import { StatusBadge } from '../../../ui/StatusBadge';
import { spotsText, spotsTone } from '../schedule-rules';

const TONE = { green: 'success', yellow: 'warning', red: 'danger' } as const;

export function SpotsBadge({ remaining }: { remaining: number }) {
  return <StatusBadge tone={TONE[spotsTone(remaining)]}>{spotsText(remaining)}</StatusBadge>;
}
