import { PUBLIC_FEATURED_CLASSES } from '@studio/contracts/browser';
import { ClassCard } from '../../classes/components/ClassCard';
import { useFeaturedClasses } from '../../classes/hooks/use-featured-classes';
import type { ResolvedSection } from '../homepage-defaults';
import { sectionTone } from '../section-colors';
import { SectionButton } from './SectionButton';

export function FeaturedClassesSection({ section }: { section: ResolvedSection }) {
  const featured = useFeaturedClasses();
  const classes = (featured.data ?? []).slice(0, PUBLIC_FEATURED_CLASSES);
  const tone = sectionTone(section.backgroundColor);
  return (
    <section
      className={`home-section ${tone.className}`}
      style={tone.style}
      aria-labelledby="home-featured-title"
    >
      <h2 id="home-featured-title" className="home-section__title">
        {section.title}
      </h2>
      {section.subtitle ? <p className="home-section__subtitle">{section.subtitle}</p> : null}
      {featured.isPending ? (
        <div className="card-grid" role="status" aria-busy="true" aria-label="Loading featured classes">
          {Array.from({ length: PUBLIC_FEATURED_CLASSES }, (_, i) => (
            <div key={i} className="skeleton-card" aria-hidden="true" />
          ))}
        </div>
      ) : featured.isError ? (
        <p className="home-notice" role="alert">
          Featured classes are unavailable right now.
        </p>
      ) : classes.length === 0 ? (
        <p>New classes are coming soon.</p>
      ) : (
        <div className="card-grid">
          {classes.map((cls) => (
            <ClassCard key={cls.id} cls={cls} />
          ))}
        </div>
      )}
      <div className="home-actions home-actions--center">
        <SectionButton text={section.buttonText} link={section.buttonLink} color={section.buttonColor} />
      </div>
    </section>
  );
}
