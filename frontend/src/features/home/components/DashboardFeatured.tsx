import { HOME_FEATURED_SKELETONS } from '@studio/contracts/browser';
import { Alert, Skeleton } from 'antd';
import { loadFailureText } from '../../../api/http';
import { ClassCard } from '../../classes/components/ClassCard';
import { useFeaturedClasses } from '../../classes/hooks/use-featured-classes';

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
        <div className="card-grid" aria-busy="true" aria-label="Loading featured classes">
          {Array.from({ length: HOME_FEATURED_SKELETONS }, (_, i) => (
            <Skeleton key={i} active paragraph={{ rows: 3 }} />
          ))}
        </div>
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
