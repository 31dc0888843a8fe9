import { requestRegisterForm } from '../../../lib/auth-navigation';
import type { ResolvedSection } from '../homepage-defaults';
import { sectionTone } from '../section-colors';
import { SectionButton } from './SectionButton';

export function HeroSection({ section }: { section: ResolvedSection }) {
  const tone = sectionTone(section.backgroundColor);
  return (
    <section className={`home-hero ${tone.className}`} style={tone.style} aria-labelledby="home-hero-title">
      <div className="home-hero__inner">
        <h1 id="home-hero-title" className="home-hero__title">
          {section.title}
        </h1>
        {section.subtitle ? <p className="home-hero__subtitle">{section.subtitle}</p> : null}
        <div className="home-actions">
          <SectionButton text={section.buttonText} link={section.buttonLink} color={section.buttonColor} />
          <SectionButton
            text={section.secondaryButtonText}
            link={section.secondaryButtonLink}
            color={section.secondaryButtonColor}
            type="default"
            onNavigate={section.secondaryButtonLink === '/auth' ? requestRegisterForm : undefined}
          />
        </div>
      </div>
    </section>
  );
}
