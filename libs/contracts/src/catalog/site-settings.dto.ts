import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { SITE_SETTING_META_KEYS } from '../constants';
import { CatalogMessages } from './catalog-messages';

export type MetaSettingKey = (typeof SITE_SETTING_META_KEYS)[number];

export const META_CATEGORY = 'meta';

/** What the meta settings are until an admin changes them. */
export const DEFAULT_META_SETTINGS: Readonly<Record<MetaSettingKey, string>> = {
  title: 'Studio — Book Your Next Class',
  description: 'Book fitness classes, manage your membership and track your progress.',
  ogTitle: 'Alternative Fitness Studio',
  ogDescription: 'Book fitness classes, manage your membership and track your progress.',
  ogImage: '/og-image.png',
};

export class SiteSettingsQueryDto {
  @ApiPropertyOptional({ example: 'meta' })
  @IsOptional()
  @Matches(/^[\w-]{1,50}$/, { message: 'category must be a simple name' })
  category?: string;
}

export class SaveSiteSettingDto {
  @ApiProperty({ example: 'ogTitle' })
  @Matches(/^[\w.-]+$/, { message: 'Setting key may hold letters, digits, dots, dashes and underscores' })
  @MaxLength(100, { message: 'Setting key must be at most 100 characters' })
  @MinLength(1, { message: CatalogMessages.settingKeyRequired })
  @IsString({ message: CatalogMessages.settingKeyRequired })
  settingKey: string;

  @ApiProperty({ example: 'Alternative Fitness Studio' })
  @MaxLength(2000, { message: 'Setting value must be at most 2000 characters' })
  @IsString({ message: CatalogMessages.settingValueRequired })
  settingValue: string;

  @ApiPropertyOptional({ example: 'meta', default: 'general' })
  @IsOptional()
  @Matches(/^[\w-]{1,50}$/, { message: 'category must be a simple name' })
  category?: string;
}

export class SiteSettingDto {
  @ApiProperty({ example: 'ogTitle' })
  settingKey: string;

  @ApiProperty({ example: 'Alternative Fitness Studio' })
  settingValue: string;
}
