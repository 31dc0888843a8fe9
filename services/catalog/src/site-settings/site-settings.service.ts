import { Injectable } from '@nestjs/common';
import {
  CatalogMessages,
  DEFAULT_META_SETTINGS,
  isSiteRootPath,
  META_CATEGORY,
  metaKeyCategoryMessage,
  MetaSettingKey,
  SaveSiteSettingDto,
  SITE_SETTING_META_KEYS,
  SiteSettingDto,
  SiteSettingsQueryDto,
  unknownMetaKeyMessage,
} from '@studio/contracts';
import { InvalidError } from '@studio/platform';
import { SiteSetting } from './site-settings.entity';
import { SiteSettingRepository } from './site-settings.repository';

const META_KEYS: readonly string[] = SITE_SETTING_META_KEYS;

function isMetaKey(key: string): key is MetaSettingKey {
  return META_KEYS.includes(key);
}

@Injectable()
export class SiteSettingsService {
  constructor(private readonly settings: SiteSettingRepository) {}

  /** Settings of a category; the meta ones always come as the five keys, defaults filling what is unset. */
  async list(query: SiteSettingsQueryDto): Promise<SiteSettingDto[]> {
    const category = query.category;
    const stored = await this.settings.list(category);
    const shown: SiteSettingDto[] = stored
      .filter((s) => !isMetaKey(s.settingKey))
      .map((s) => ({ settingKey: s.settingKey, settingValue: s.settingValue }));
    if (category === undefined || category === META_CATEGORY) {
      const metaValues = new Map(
        stored.filter((s) => isMetaKey(s.settingKey)).map((s) => [s.settingKey, s.settingValue]),
      );
      const meta = SITE_SETTING_META_KEYS.map((key) => ({
        settingKey: key,
        settingValue: metaValues.get(key) ?? DEFAULT_META_SETTINGS[key],
      }));
      return [...meta, ...shown];
    }
    return shown;
  }

  /** Saves one setting; an empty meta value returns that setting to its default. */
  async save(input: SaveSiteSettingDto): Promise<SiteSettingDto> {
    const category = input.category ?? 'general';
    const key = input.settingKey.trim();
    const value = input.settingValue.trim();
    const existing = await this.settings.findByKey(key);
    if (category === META_CATEGORY || isMetaKey(key)) {
      if (!isMetaKey(key)) throw new InvalidError(unknownMetaKeyMessage(key));
      if (category !== META_CATEGORY) throw new InvalidError(metaKeyCategoryMessage(key));
      if (!value) {
        if (existing) await this.settings.remove(existing);
        return { settingKey: key, settingValue: DEFAULT_META_SETTINGS[key] };
      }
      if (key === 'ogImage' && !isSiteRootPath(value))
        throw new InvalidError(CatalogMessages.ogImageRelative);
    }
    const setting = existing ?? Object.assign(new SiteSetting(), { settingKey: key });
    setting.settingValue = value;
    setting.category = category;
    setting.updatedAt = new Date();
    const saved = await this.settings.save(setting);
    return { settingKey: saved.settingKey, settingValue: saved.settingValue };
  }
}
