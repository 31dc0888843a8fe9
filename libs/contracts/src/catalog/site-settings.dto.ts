import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { OmittableField, Trim } from '../common/validation';
import {
  CatalogMessages,
  SETTING_CATEGORY_MAX_LENGTH,
  SETTING_KEY_MAX_LENGTH,
  SETTING_VALUE_MAX_LENGTH,
} from './catalog-messages';

/** A settings category: a simple name such as 'meta'. */
const CATEGORY_NAME = new RegExp(`^[\\w-]{1,${SETTING_CATEGORY_MAX_LENGTH}}$`);

export const META_CATEGORY = 'meta';

export class SiteSettingsQueryDto {
  @ApiPropertyOptional({ example: 'meta' })
  @IsOptional()
  @Matches(CATEGORY_NAME, { message: CatalogMessages.settingCategoryName })
  category?: string;
}

export class SaveSiteSettingDto {
  @ApiProperty({ example: 'ogTitle', maxLength: SETTING_KEY_MAX_LENGTH })
  @Trim()
  @Matches(/^[\w.-]+$/, { message: CatalogMessages.settingKeyPattern })
  @MaxLength(SETTING_KEY_MAX_LENGTH, { message: CatalogMessages.settingKeyMax })
  @MinLength(1, { message: CatalogMessages.settingKeyRequired })
  @IsString({ message: CatalogMessages.settingKeyRequired })
  settingKey: string;

  @ApiProperty({ example: 'Alternative Fitness Studio', maxLength: SETTING_VALUE_MAX_LENGTH })
  @Trim()
  @MaxLength(SETTING_VALUE_MAX_LENGTH, { message: CatalogMessages.settingValueMax })
  @IsString({ message: CatalogMessages.settingValueRequired })
  settingValue: string;

  @ApiPropertyOptional({ example: 'meta', default: 'general' })
  @OmittableField()
  @Matches(CATEGORY_NAME, { message: CatalogMessages.settingCategoryName })
  category?: string;
}

export class SiteSettingDto {
  @ApiProperty({ example: 'ogTitle' })
  settingKey: string;

  @ApiProperty({ example: 'Alternative Fitness Studio' })
  settingValue: string;
}
