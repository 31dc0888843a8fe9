import { DEFAULT_META_SETTINGS } from '@studio/contracts/browser';
import type { components } from '../../../api/schema';

type SiteSetting = components['schemas']['SiteSettingDto'];

/** The five meta settings (spec §3 site_settings, category 'meta') and their form labels. */
export const META_FIELDS = [
  { key: 'title', label: 'Page Title' },
  { key: 'description', label: 'Page Description' },
  { key: 'ogTitle', label: 'Social Title' },
  { key: 'ogDescription', label: 'Social Description' },
  { key: 'ogImage', label: 'Social Image Path' },
] as const;

export type MetaKey = (typeof META_FIELDS)[number]['key'];
export type MetaForm = Record<MetaKey, string>;

/** The form's values: the saved settings over the defaults (spec §8: a load failure falls back to defaults). */
export function metaForm(settings: SiteSetting[] | undefined): MetaForm {
  const values: MetaForm = { ...DEFAULT_META_SETTINGS };
  for (const { settingKey, settingValue } of settings ?? []) {
    if (settingKey in values) values[settingKey as MetaKey] = settingValue;
  }
  return values;
}
