import {
  HOMEPAGE_OPTIONAL_TEXT_FIELDS,
  HOMEPAGE_SECTION_IDS,
  type HomepageSectionId,
} from '@studio/contracts/browser';
import type { HomepageSection } from '../../../api/types';
import type { SectionInput } from './homepage-api';

/** Spec §2 "Homepage tab": the four sections and their names. */
export const SECTION_LABELS: Record<HomepageSectionId, string> = {
  hero: 'Hero Section',
  benefits: 'Benefits Section',
  featured: 'Featured Classes',
  cta: 'Call to Action',
};

export const SECTIONS = HOMEPAGE_SECTION_IDS.map((id) => ({ id, label: SECTION_LABELS[id] }));

/** The form's fields: every text of a section, '' for none. */
export interface SectionForm {
  sectionId: HomepageSectionId;
  title: string;
  subtitle: string;
  buttonText: string;
  buttonLink: string;
  buttonColor: string;
  secondaryButtonText: string;
  secondaryButtonLink: string;
  secondaryButtonColor: string;
  backgroundColor: string;
}

export function formValues(sectionId: HomepageSectionId, saved: HomepageSection | undefined): SectionForm {
  const values: SectionForm = { sectionId, title: saved?.title ?? '' } as SectionForm;
  for (const field of HOMEPAGE_OPTIONAL_TEXT_FIELDS) values[field] = saved?.[field] ?? '';
  return values;
}

/** What is sent: trimmed texts, null for an empty optional field, and the section's items kept as they are. */
export function sectionInput(form: SectionForm, saved: HomepageSection | undefined): SectionInput {
  const input: SectionInput = { sectionId: form.sectionId, title: form.title.trim() };
  for (const field of HOMEPAGE_OPTIONAL_TEXT_FIELDS) input[field] = form[field]?.trim() || null;
  if (saved) input.content = saved.content;
  return input;
}
