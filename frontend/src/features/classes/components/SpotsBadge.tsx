import { StatusBadge } from '../../../ui/StatusBadge';
import { spotsTone } from '../schedule-rules';

const TONE = { green: 'success', yellow: 'warning', red: 'danger' } as const;

export function SpotsBadge({ remaining }: { remaining: number }) {
  const text = remaining <= 0 ? 'Full' : `${remaining} ${remaining === 1 ? 'spot' : 'spots'} remaining`;
  return <StatusBadge tone={TONE[spotsTone(remaining)]}>{text}</StatusBadge>;
}
