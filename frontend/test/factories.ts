import type { HomepageSection, Schedule } from '../src/api/types';

/** The class part of a schedule as the gateway returns it; tests override what they need. */
export function scheduleClass(overrides: Partial<Schedule['class']> = {}): Schedule['class'] {
  return {
    id: 1,
    name: 'Sunrise Flow',
    description: 'A good class',
    price: 20,
    duration: 60,
    maxCapacity: 12,
    studio: 'Studio A',
    requirements: 'Yoga mat',
    imageUrl: null,
    trainer: { name: 'Sam Coach', specialization: 'Strength' },
    category: { id: 1, name: 'Yoga' },
    ...overrides,
  };
}

/** A homepage section as the gateway returns it. */
export function homepageSection(
  fields: Pick<HomepageSection, 'sectionId' | 'title'> & Partial<HomepageSection>,
): HomepageSection {
  return {
    id: 1,
    subtitle: null,
    buttonText: null,
    buttonLink: null,
    buttonColor: null,
    secondaryButtonText: null,
    secondaryButtonLink: null,
    secondaryButtonColor: null,
    backgroundColor: null,
    content: [],
    updatedAt: '2026-01-05T18:00:00.000Z',
    ...fields,
  };
}
