import { useMemo } from 'react';
import { BenefitsSection } from '../features/home/components/BenefitsSection';
import { CtaSection } from '../features/home/components/CtaSection';
import { FeaturedClassesSection } from '../features/home/components/FeaturedClassesSection';
import { HeroSection } from '../features/home/components/HeroSection';
import { resolveHomeSections } from '../features/home/homepage-defaults';
import { useHomepageContent } from '../features/home/hooks/use-homepage-content';
import { usePageTitle } from '../ui/use-page-title';
import '../features/home/components/home.css';

/** The public home (signed out): hero, benefits, featured classes and call to action. */
export default function PublicHomePage() {
  usePageTitle('');
  const content = useHomepageContent();
  const sections = useMemo(() => resolveHomeSections(content.data ?? []), [content.data]);
  return (
    <div className="public-home">
      <HeroSection section={sections.hero} />
      <BenefitsSection section={sections.benefits} />
      <FeaturedClassesSection section={sections.featured} />
      <CtaSection section={sections.cta} />
    </div>
  );
}
