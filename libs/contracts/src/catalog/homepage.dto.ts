import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  MinLength,
  ValidateNested,
} from 'class-validator';
import { HOMEPAGE_SECTION_IDS } from '../constants';
import { CatalogMessages } from './catalog-messages';

/** A button link: empty, a path on this site ('/…' but not '//…' or '/\\…'), or an http(s) address. */
export const SAFE_BUTTON_LINK = /^(|\/(?![/\\])\S*|https?:\/\/[^\s/\\?#]+([/?#]\S*)?)$/i;

export class HomepageContentItemDto {
  @ApiProperty({ example: 'Expert Trainers' })
  @MaxLength(200, { message: 'Item title must be at most 200 characters' })
  @IsString({ message: 'Each content item needs a title' })
  title: string;

  @ApiProperty({ example: 'Certified coaches who tailor every class to you.' })
  @MaxLength(2000, { message: 'Item description must be at most 2000 characters' })
  @IsString({ message: 'Each content item needs a description' })
  description: string;
}

export class UpsertHomepageSectionDto {
  @ApiPropertyOptional({ example: 1, description: 'Ignored: sections are matched by sectionId' })
  @IsOptional()
  @IsInt({ message: 'id must be a number' })
  id?: number;

  @ApiProperty({ example: 'hero', enum: HOMEPAGE_SECTION_IDS })
  @MinLength(1, { message: CatalogMessages.sectionRequired })
  @IsString({ message: CatalogMessages.sectionRequired })
  sectionId: string;

  @ApiProperty({ example: 'Transform Your Fitness Journey' })
  @MaxLength(200, { message: 'Title must be at most 200 characters' })
  @MinLength(1, { message: CatalogMessages.sectionRequired })
  @IsString({ message: CatalogMessages.sectionRequired })
  title: string;

  @ApiPropertyOptional({
    example: 'Book classes with expert trainers in minutes.',
    nullable: true,
    type: String,
  })
  @IsOptional()
  @MaxLength(1000, { message: 'Subtitle must be at most 1000 characters' })
  @IsString({ message: 'Subtitle must be text' })
  subtitle?: string | null;

  @ApiPropertyOptional({ example: 'View Classes', nullable: true, type: String })
  @IsOptional()
  @MaxLength(100, { message: 'Button text must be at most 100 characters' })
  @IsString({ message: 'Button text must be text' })
  buttonText?: string | null;

  @ApiPropertyOptional({ example: '/classes', nullable: true, type: String })
  @IsOptional()
  @MaxLength(500, { message: 'Button link must be at most 500 characters' })
  @Matches(SAFE_BUTTON_LINK, { message: CatalogMessages.buttonLinkInvalid })
  @IsString({ message: 'Button link must be text' })
  buttonLink?: string | null;

  @ApiPropertyOptional({ example: '#4f46e5', nullable: true, type: String })
  @IsOptional()
  @MaxLength(50, { message: 'Button colour must be at most 50 characters' })
  @IsString({ message: 'Button colour must be text' })
  buttonColor?: string | null;

  @ApiPropertyOptional({ example: 'Create Account', nullable: true, type: String })
  @IsOptional()
  @MaxLength(100, { message: 'Secondary button text must be at most 100 characters' })
  @IsString({ message: 'Secondary button text must be text' })
  secondaryButtonText?: string | null;

  @ApiPropertyOptional({ example: '/auth', nullable: true, type: String })
  @IsOptional()
  @MaxLength(500, { message: 'Secondary button link must be at most 500 characters' })
  @Matches(SAFE_BUTTON_LINK, { message: CatalogMessages.buttonLinkInvalid })
  @IsString({ message: 'Secondary button link must be text' })
  secondaryButtonLink?: string | null;

  @ApiPropertyOptional({ example: '#ffffff', nullable: true, type: String })
  @IsOptional()
  @MaxLength(50, { message: 'Secondary button colour must be at most 50 characters' })
  @IsString({ message: 'Secondary button colour must be text' })
  secondaryButtonColor?: string | null;

  @ApiPropertyOptional({ example: '#111827', nullable: true, type: String })
  @IsOptional()
  @MaxLength(50, { message: 'Background colour must be at most 50 characters' })
  @IsString({ message: 'Background colour must be text' })
  backgroundColor?: string | null;

  @ApiPropertyOptional({ type: [HomepageContentItemDto] })
  @IsOptional()
  @ValidateNested({ each: true })
  @Type(() => HomepageContentItemDto)
  @ArrayMaxSize(20, { message: 'A section holds at most 20 items' })
  @IsArray({ message: 'Content must be a list of {title, description}' })
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
