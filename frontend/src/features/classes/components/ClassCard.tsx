import { ClockCircleOutlined, UserOutlined } from '@ant-design/icons';
import type { StudioClass } from '../../../api/types';
import { ButtonLink } from '../../../ui/ButtonLink';
import { ClassImage } from '../../../ui/ClassImage';
import { StatusBadge } from '../../../ui/StatusBadge';
import { Surface } from '../../../ui/Surface';
import { formatDollars } from '../../../lib/money';
import './classes.css';

/** A catalogue class (featured lists); Book Now leads to the class list. */
export function ClassCard({ cls, headingLevel = 3 }: { cls: StudioClass; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Surface className="class-card" cover={<ClassImage imageData={cls.imageData} imageUrl={cls.imageUrl} />}>
      <div className="schedule-card__top">
        <Heading className="schedule-card__name">{cls.name}</Heading>
        <span className="schedule-card__price">{formatDollars(cls.price)}</span>
      </div>
      <div className="schedule-card__meta">
        <span>
          <ClockCircleOutlined aria-hidden /> {cls.duration} min
        </span>
        {cls.trainer?.name ? (
          <span>
            <UserOutlined aria-hidden /> {cls.trainer.name}
          </span>
        ) : null}
        {cls.category?.name ? <StatusBadge tone="neutral">{cls.category.name}</StatusBadge> : null}
      </div>
      {cls.description ? <p className="schedule-card__description line-clamp-2">{cls.description}</p> : null}
      <div className="schedule-card__footer">
        <ButtonLink to="/classes" type="primary" aria-label={`Book Now: ${cls.name}`}>
          Book Now
        </ButtonLink>
      </div>
    </Surface>
  );
}
