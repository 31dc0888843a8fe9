import { HeartFilled, HeartOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { oneAtATimeButton } from '../../../ui/busy-button';
import { ButtonLink } from '../../../ui/ButtonLink';
import { Surface } from '../../../ui/Surface';
import { toast } from '../../../ui/toast/toast-store';
import { errorText } from '../../../api/http';
import type { CategoryStat } from '../api/fitness-api';
import { formatFitnessDate, plural } from '../fitness-display';
import { FITNESS_TEXTS } from '../fitness-texts';
import { useCategoryStats } from '../hooks/use-category-stats';
import { useFavoriteCategory } from '../hooks/use-favorite-category';
import { LoadFailure } from '../../../ui/LoadFailure';
import { LoadingStatus, SkeletonLines } from '../../../ui/LoadingStatus';

function nameOf(stat: CategoryStat): string {
  return stat.category?.name ?? 'Unknown category';
}

function byClassesThenName(a: CategoryStat, b: CategoryStat): number {
  return b.classCount - a.classCount || nameOf(a).localeCompare(nameOf(b));
}

function CategoryCard({
  stat,
  onToggle,
  pending,
}: {
  stat: CategoryStat;
  onToggle: (stat: CategoryStat) => void;
  /** The category whose favourite is being changed, if one is. */
  pending: number | null;
}) {
  const name = nameOf(stat);
  const favorite = stat.favoriteStatus;
  return (
    <li>
      <Surface className="category-stat">
        <div className="category-stat__head">
          <h3 className="category-stat__name">{name}</h3>
          <Button
            type={favorite ? 'primary' : 'default'}
            icon={favorite ? <HeartFilled aria-hidden /> : <HeartOutlined aria-hidden />}
            aria-pressed={favorite}
            aria-label={`Favorite ${name}`}
            {...oneAtATimeButton(pending === stat.categoryId, pending !== null)}
            onClick={() => onToggle(stat)}
          >
            Favorite
          </Button>
        </div>
        {stat.category?.description ? (
          <p className="category-stat__description">{stat.category.description}</p>
        ) : null}
        <dl className="category-stat__facts">
          <div>
            <dt>Classes</dt>
            <dd>{plural(stat.classCount, 'class', 'classes')}</dd>
          </div>
          <div>
            <dt>Last attended</dt>
            <dd>{stat.lastAttended ? formatFitnessDate(stat.lastAttended) : 'Not yet'}</dd>
          </div>
        </dl>
      </Surface>
    </li>
  );
}

/** Spec §2 "Class Stats": one card per category with class count, last attended and the favourite toggle. */
export function ClassStatsTab() {
  const stats = useCategoryStats();
  const favorite = useFavoriteCategory();

  const toggle = (stat: CategoryStat) =>
    favorite.mutate(
      { categoryId: stat.categoryId, favorite: !stat.favoriteStatus },
      {
        onError: (error) =>
          toast({
            title: 'Error',
            description: errorText(error, FITNESS_TEXTS.updateFailed),
            variant: 'destructive',
          }),
      },
    );

  let body;
  if (stats.isPending) {
    body = (
      <LoadingStatus label="Loading class stats">
        <SkeletonLines rows={4} />
      </LoadingStatus>
    );
  } else if (stats.isError) {
    body = (
      <LoadFailure
        title={FITNESS_TEXTS.categoryStatsFailed}
        error={stats.error}
        onRetry={() => void stats.refetch()}
      />
    );
  } else if (stats.data.length === 0) {
    body = (
      <div className="empty-card">
        <p>No class stats yet. Your classes appear here by category once you have attended them.</p>
        <ButtonLink to="/classes" type="primary">
          Book a Class
        </ButtonLink>
      </div>
    );
  } else {
    body = (
      <ul className="category-stat-list" aria-label="Classes by category">
        {[...stats.data].sort(byClassesThenName).map((stat) => (
          <CategoryCard
            key={stat.categoryId}
            stat={stat}
            onToggle={toggle}
            pending={favorite.isPending ? favorite.variables.categoryId : null}
          />
        ))}
      </ul>
    );
  }
  return (
    <section className="fitness-tab" aria-labelledby="class-stats-title">
      <h2 id="class-stats-title" className="fitness-tab__title">
        Classes by Category
      </h2>
      {body}
    </section>
  );
}
