import type { HomepageSectionId } from '@studio/contracts/browser';
import type { HomepageSection } from '../../api/types';

export interface ResolvedSection {
  title: string;
  subtitle: string;
  buttonText: string;
  buttonLink: string;
  buttonColor: string | null;
  secondaryButtonText: string;
  secondaryButtonLink: string;
  secondaryButtonColor: string | null;
  backgroundColor: string | null;
  content: Array<{ title: string; description: string }>;
}

export type HomeSections = Record<HomepageSectionId, ResolvedSection>;

const blank: ResolvedSection = {
  title: '',
  subtitle: '',
  buttonText: '',
  buttonLink: '',
  buttonColor: null,
  secondaryButtonText: '',
  secondaryButtonLink: '',
  secondaryButtonColor: null,
  backgroundColor: null,
  content: [],
};

/** Spec §1: the built-in defaults when the server gives nothing. */
export const HOME_DEFAULTS: HomeSections = {
  hero: {
    ...blank,
    title: 'Transform Your Fitness Journey',
    subtitle: 'Book group classes with expert trainers, train on your schedule and watch your progress grow.',
    buttonText: 'View Classes',
    buttonLink: '/classes',
    secondaryButtonText: 'Create Account',
    secondaryButtonLink: '/auth',
  },
  benefits: {
    ...blank,
    title: 'Why Train With Us',
    subtitle: 'Everything you need to stay consistent.',
    content: [
      {
        title: 'Expert Trainers',
        description: 'Certified coaches lead every class and adapt each move to your level.',
      },
      {
        title: 'Flexible Scheduling',
        description: 'Morning, afternoon and evening classes all week, booked in a few taps.',
      },
      {
        title: 'Track Your Progress',
        description: 'Earn points, keep your streak and watch your fitness level climb with every class.',
      },
    ],
  },
  featured: {
    ...blank,
    title: 'Featured Classes',
    subtitle: 'Member favourites this week.',
    buttonText: 'View All Classes',
    buttonLink: '/classes',
  },
  cta: {
    ...blank,
    title: 'Ready to Start?',
    subtitle: 'Create your free account and book your first class today.',
    buttonText: 'Create Account',
    buttonLink: '/auth',
    secondaryButtonText: 'Login',
    secondaryButtonLink: '/auth',
  },
};

function pick(value: string | null | undefined, fallback: string): string {
  return value && value.trim() ? value : fallback;
}

/** Server sections override the defaults field by field; empty fields keep the default. */
export function resolveHomeSections(sections: HomepageSection[]): HomeSections {
  const result: HomeSections = { ...HOME_DEFAULTS };
  for (const key of Object.keys(HOME_DEFAULTS) as Array<keyof HomeSections>) {
    const server = sections.find((s) => s.sectionId === key);
    if (!server) continue;
    const base = HOME_DEFAULTS[key];
    result[key] = {
      title: pick(server.title, base.title),
      subtitle: pick(server.subtitle, base.subtitle),
      buttonText: pick(server.buttonText, base.buttonText),
      buttonLink: pick(server.buttonLink, base.buttonLink),
      buttonColor: server.buttonColor || base.buttonColor,
      secondaryButtonText: pick(server.secondaryButtonText, base.secondaryButtonText),
      secondaryButtonLink: pick(server.secondaryButtonLink, base.secondaryButtonLink),
      secondaryButtonColor: server.secondaryButtonColor || base.secondaryButtonColor,
      backgroundColor: server.backgroundColor || base.backgroundColor,
      content: Array.isArray(server.content) && server.content.length > 0 ? server.content : base.content,
    };
  }
  return result;
}
