import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  Allow,
  ArrayMaxSize,
  IsArray,
  IsInt,
  IsObject,
  IsString,
  Matches,
  MaxLength,
  MinLength,
  ValidateNested,
} from 'class-validator';
import { NullableField, OmittableField, SingleLine, Trim } from '../common/validation';
import { HOMEPAGE_SECTION_IDS } from '../constants';
import {
  BUTTON_LINK_MAX_LENGTH,
  BUTTON_TEXT_MAX_LENGTH,
  CatalogMessages as M,
  COLOUR_MAX_LENGTH,
  SECTION_ITEM_DESCRIPTION_MAX_LENGTH,
  SECTION_ITEM_TITLE_MAX_LENGTH,
  SECTION_MAX_ITEMS,
  SECTION_SUBTITLE_MAX_LENGTH,
  SECTION_TITLE_MAX_LENGTH,
} from './catalog-messages';
import { SITE_PATH_OR_HTTP_URL } from './class-image';
import { IsCssColour } from './css-colour';

export class HomepageContentItemDto {
  @ApiProperty({ example: 'Expert Trainers', maxLength: SECTION_ITEM_TITLE_MAX_LENGTH })
  @Trim()
  @MaxLength(SECTION_ITEM_TITLE_MAX_LENGTH, { message: M.itemTitleMax })
  @MinLength(1, { message: M.itemTitleRequired })
  @SingleLine('Item title')
  @IsString({ message: M.itemTitleRequired })
  title: string;

  @ApiProperty({
    example: 'Certified coaches who tailor every class to you.',
    maxLength: SECTION_ITEM_DESCRIPTION_MAX_LENGTH,
  })
  @Trim()
  @MaxLength(SECTION_ITEM_DESCRIPTION_MAX_LENGTH, { message: M.itemDescriptionMax })
  @MinLength(1, { message: M.itemDescriptionRequired })
  @IsString({ message: M.itemDescriptionRequired })
  description: string;
}

export class UpsertHomepageSectionDto {
  @ApiPropertyOptional({
    example: 1,
    nullable: true,
    type: Number,
    description: 'Ignored: sections are matched by sectionId',
  })
  @NullableField()
  @IsInt({ message: M.sectionIdNumber })
  id?: number | null;

  @ApiProperty({ example: 'hero', enum: HOMEPAGE_SECTION_IDS })
  @Trim()
  @MinLength(1, { message: M.sectionRequired })
  @IsString({ message: M.sectionRequired })
  sectionId: string;

  @ApiProperty({ example: 'Transform Your Fitness Journey', maxLength: SECTION_TITLE_MAX_LENGTH })
  @Trim()
  @MaxLength(SECTION_TITLE_MAX_LENGTH, { message: M.sectionTitleMax })
  @MinLength(1, { message: M.sectionRequired })
  @SingleLine('Title')
  @IsString({ message: M.sectionRequired })
  title: string;

  @ApiPropertyOptional({
    example: 'Book classes with expert trainers in minutes.',
    nullable: true,
    type: String,
    maxLength: SECTION_SUBTITLE_MAX_LENGTH,
  })
  @Trim()
  @NullableField()
  @MaxLength(SECTION_SUBTITLE_MAX_LENGTH, { message: M.subtitleMax })
  @IsString({ message: M.subtitleText })
  subtitle?: string | null;

  @ApiPropertyOptional({
    example: 'View Classes',
    nullable: true,
    type: String,
    maxLength: BUTTON_TEXT_MAX_LENGTH,
  })
  @Trim()
  @NullableField()
  @MaxLength(BUTTON_TEXT_MAX_LENGTH, { message: M.buttonTextMax })
  @SingleLine('Button text')
  @IsString({ message: M.buttonTextText })
  buttonText?: string | null;

  @ApiPropertyOptional({
    example: '/classes',
    nullable: true,
    type: String,
    maxLength: BUTTON_LINK_MAX_LENGTH,
  })
  @Trim()
  @NullableField()
  @MaxLength(BUTTON_LINK_MAX_LENGTH, { message: M.buttonLinkMax })
  @Matches(SITE_PATH_OR_HTTP_URL, { message: M.buttonLinkInvalid })
  @IsString({ message: M.buttonLinkText })
  buttonLink?: string | null;

  @ApiPropertyOptional({ example: '#4f46e5', nullable: true, type: String, maxLength: COLOUR_MAX_LENGTH })
  @Trim()
  @NullableField()
  @IsCssColour({ message: M.buttonColourInvalid })
  @MaxLength(COLOUR_MAX_LENGTH, { message: M.buttonColourMax })
  @IsString({ message: M.buttonColourText })
  buttonColor?: string | null;

  @ApiPropertyOptional({
    example: 'Create Account',
    nullable: true,
    type: String,
    maxLength: BUTTON_TEXT_MAX_LENGTH,
  })
  @Trim()
  @NullableField()
  @MaxLength(BUTTON_TEXT_MAX_LENGTH, { message: M.secondaryButtonTextMax })
  @IsString({ message: M.secondaryButtonTextText })
  secondaryButtonText?: string | null;

  @ApiPropertyOptional({ example: '/auth', nullable: true, type: String, maxLength: BUTTON_LINK_MAX_LENGTH })
  @Trim()
  @NullableField()
  @MaxLength(BUTTON_LINK_MAX_LENGTH, { message: M.secondaryButtonLinkMax })
  @Matches(SITE_PATH_OR_HTTP_URL, { message: M.buttonLinkInvalid })
  @IsString({ message: M.secondaryButtonLinkText })
  secondaryButtonLink?: string | null;

  @ApiPropertyOptional({ example: '#ffffff', nullable: true, type: String, maxLength: COLOUR_MAX_LENGTH })
  @Trim()
  @NullableField()
  @IsCssColour({ message: M.secondaryButtonColourInvalid })
  @MaxLength(COLOUR_MAX_LENGTH, { message: M.secondaryButtonColourMax })
  @IsString({ message: M.secondaryButtonColourText })
  secondaryButtonColor?: string | null;

  @ApiPropertyOptional({ example: '#111827', nullable: true, type: String, maxLength: COLOUR_MAX_LENGTH })
  @Trim()
  @NullableField()
  @IsCssColour({ message: M.backgroundColourInvalid })
  @MaxLength(COLOUR_MAX_LENGTH, { message: M.backgroundColourMax })
  @IsString({ message: M.backgroundColourText })
  backgroundColor?: string | null;

  @ApiPropertyOptional({ type: [HomepageContentItemDto], maxItems: SECTION_MAX_ITEMS })
  @OmittableField()
  @ValidateNested({ each: true })
  @Type(() => HomepageContentItemDto)
  @IsObject({ each: true, message: M.contentList })
  @ArrayMaxSize(SECTION_MAX_ITEMS, { message: M.contentMaxItems })
  @IsArray({ message: M.contentList })
  content?: HomepageContentItemDto[];
}

export class HomepageSectionDto {
  @ApiProperty({ example: 1 })
  id: number;

  @ApiProperty({ example: 'hero', enum: HOMEPAGE_SECTION_IDS })
  sectionId: string;

  @ApiProperty({ example: 'Transform Your Fitness Journey' })
  title: string;

  @ApiProperty({ example: 'Book classes with expert trainers in minutes.', nullable: true, type: String })
  subtitle: string | null;

  @ApiProperty({ example: 'View Classes', nullable: true, type: String })
  buttonText: string | null;

  @ApiProperty({ example: '/classes', nullable: true, type: String })
  buttonLink: string | null;

  @ApiProperty({ example: '#4f46e5', nullable: true, type: String })
  buttonColor: string | null;

  @ApiProperty({ example: 'Create Account', nullable: true, type: String })
  secondaryButtonText: string | null;

  @ApiProperty({ example: '/auth', nullable: true, type: String })
  secondaryButtonLink: string | null;

  @ApiProperty({ example: '#ffffff', nullable: true, type: String })
  secondaryButtonColor: string | null;

  @ApiProperty({ example: '#111827', nullable: true, type: String })
  backgroundColor: string | null;

  @ApiProperty({ type: [HomepageContentItemDto] })
  content: HomepageContentItemDto[];

  @ApiProperty({ example: '2026-03-01T12:00:00.000Z' })
  updatedAt: string;
}

/** Spec §7: the client adds `?t={timestamp}` so that no cache between it and the API answers for the server. */
export class HomepageContentQueryDto {
  @ApiPropertyOptional({
    example: '1767225600000',
    description: 'Any value (a timestamp, in whatever form the client writes it); ignored by the server',
  })
  @Allow()
  t?: string;
}
