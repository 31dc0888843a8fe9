import { CalendarOutlined, LineChartOutlined, TeamOutlined } from '@ant-design/icons';
import type { ResolvedSection } from '../homepage-defaults';
import { sectionTone } from '../section-colors';

const ICONS = [TeamOutlined, CalendarOutlined, LineChartOutlined];

export function BenefitsSection({ section }: { section: ResolvedSection }) {
  const tone = sectionTone(section.backgroundColor);
  return (
    <section
      className={`home-section home-benefits ${tone.className}`}
      style={tone.style}
      aria-labelledby="home-benefits-title"
    >
      <h2 id="home-benefits-title" className="home-section__title">
        {section.title}
      </h2>
      {section.subtitle ? <p className="home-section__subtitle">{section.subtitle}</p> : null}
      <ul className="home-benefits__list">
        {section.content.map((benefit, index) => {
          const Icon = ICONS[index % ICONS.length];
          return (
            <li key={benefit.title} className="home-benefits__item">
              <Icon className="home-benefits__icon" aria-hidden />
              <h3 className="home-benefits__name">{benefit.title}</h3>
              <p className="home-benefits__text">{benefit.description}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
