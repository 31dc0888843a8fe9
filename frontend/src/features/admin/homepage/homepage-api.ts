/** Spec §7 "Admin: Homepage": POST /api/admin/homepage-content creates or replaces a section by its sectionId. */
import { apiClient, call } from '../../../api/http';
import type { components } from '../../../api/schema';

export type SectionInput = components['schemas']['UpsertHomepageSectionDto'];

export function saveSection(body: SectionInput) {
  return call(() => apiClient.POST('/api/admin/homepage-content', { body }));
}
