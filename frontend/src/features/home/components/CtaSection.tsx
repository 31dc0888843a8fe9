import { requestRegisterForm } from '../../../lib/auth-navigation';
import type { ResolvedSection } from '../homepage-defaults';
import { sectionTone } from '../section-colors';
import { SectionButton } from './SectionButton';

/** Create Account sets the flag that opens registration; Login opens the login form. */
export function CtaSection({ section }: { section: ResolvedSection }) {
  const tone = sectionTone(section.backgroundColor);
  return (
    <section className={`home-cta ${tone.className}`} style={tone.style} aria-labelledby="home-cta-title">
      <h2 id="home-cta-title" className="home-cta__title">
        {section.title}
      </h2>
      {section.subtitle ? <p className="home-cta__subtitle">{section.subtitle}</p> : null}
      <div className="home-actions home-actions--center">
        <SectionButton
          text={section.buttonText}
          link={section.buttonLink}
          color={section.buttonColor}
          onNavigate={requestRegisterForm}
        />
        <SectionButton
          text={section.secondaryButtonText}
          link={section.secondaryButtonLink}
          color={section.secondaryButtonColor}
          type="default"
          state={section.secondaryButtonLink === '/auth' ? { mode: 'login' } : undefined}
        />
      </div>
    </section>
  );
}
