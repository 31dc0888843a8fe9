import { HOME_FEATURED_SKELETONS } from '@studio/contracts/browser';
import { Alert } from 'antd';
import { loadFailureText } from '../../../api/http';
import { ClassCard } from '../../classes/components/ClassCard';
import { useFeaturedClasses } from '../../classes/hooks/use-featured-classes';
import { LoadingStatus, SkeletonLines } from '../../../ui/LoadingStatus';

export function DashboardFeatured() {
  const featured = useFeaturedClasses();
  return (
    <section className="section" aria-labelledby="featured-title">
      <div className="section__header">
        <h2 id="featured-title" className="section__title">
          Featured Classes
        </h2>
      </div>
      {featured.isPending ? (
        <LoadingStatus className="card-grid" label="Loading featured classes">
          {Array.from({ length: HOME_FEATURED_SKELETONS }, (_, i) => (
            <SkeletonLines key={i} rows={3} />
          ))}
        </LoadingStatus>
      ) : featured.isError ? (
        <Alert
          type="warning"
          showIcon
          title={loadFailureText(featured.error, 'Featured classes are unavailable.')}
        />
      ) : (
        <div className="card-grid">
          {(featured.data ?? []).map((cls) => (
            <ClassCard key={cls.id} cls={cls} />
          ))}
        </div>
      )}
    </section>
  );
}
