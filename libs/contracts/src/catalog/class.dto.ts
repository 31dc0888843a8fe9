import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import {
  IsBoolean,
  IsDefined,
  IsInt,
  IsNumber,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
} from 'class-validator';
import { MAX_ID } from '../common/params.dto';
import { IsWholeCents, NullableField, OmittableField, SingleLine, Trim } from '../common/validation';
import {
  CLASS_DEFAULT_CAPACITY,
  CLASS_DEFAULT_DURATION_MINUTES,
  CLASS_MIN_CAPACITY,
  CLASS_MIN_DURATION_MINUTES,
  CLASS_MIN_PRICE,
} from '../constants';
import {
  CatalogMessages as M,
  CLASS_DESCRIPTION_MAX_LENGTH,
  CLASS_IMAGE_MAX_KB,
  CLASS_IMAGE_TYPE_NAMES,
  CLASS_MAX_CAPACITY,
  CLASS_MAX_DURATION_MINUTES,
  CLASS_MAX_PRICE,
  CLASS_NAME_MAX_LENGTH,
  CLASS_REQUIREMENTS_MAX_LENGTH,
  CLASS_STUDIO_MAX_LENGTH,
  IMAGE_URL_MAX_LENGTH,
} from './catalog-messages';
import { IsClassImageData, IsSafeClassImage, SITE_PATH_OR_HTTP_URL } from './class-image';

export class CreateClassDto {
  @ApiProperty({ example: 'Sunrise Vinyasa Flow', maxLength: CLASS_NAME_MAX_LENGTH })
  @Trim()
  @MaxLength(CLASS_NAME_MAX_LENGTH, { message: M.classNameMax })
  @MinLength(1, { message: M.classNameRequired })
  @SingleLine('Class name')
  @IsString({ message: M.classNameText })
  @IsDefined({ message: M.classNameRequired })
  name: string;

  @ApiPropertyOptional({
    example: 'A flowing practice linking breath and movement.',
    maxLength: CLASS_DESCRIPTION_MAX_LENGTH,
  })
  @Trim()
  @OmittableField()
  @MaxLength(CLASS_DESCRIPTION_MAX_LENGTH, { message: M.classDescriptionMax })
  @IsString({ message: M.descriptionText })
  description?: string;

  @ApiProperty({ example: 1, description: 'An existing trainer' })
  @Max(MAX_ID, { message: M.trainerNotFound })
  @Min(1, { message: M.selectTrainer })
  @IsInt({ message: M.selectTrainer })
  trainerId: number;

  @ApiProperty({ example: 1, description: 'An existing category' })
  @Max(MAX_ID, { message: M.categoryNotFound })
  @Min(1, { message: M.selectCategory })
  @IsInt({ message: M.selectCategory })
  categoryId: number;

  @ApiProperty({
    example: 22.5,
    minimum: CLASS_MIN_PRICE,
    maximum: CLASS_MAX_PRICE,
    description: 'Dollars, at most two decimals (kept as whole cents)',
  })
  @Max(CLASS_MAX_PRICE, { message: M.priceMax })
  @Min(CLASS_MIN_PRICE, { message: M.priceMin })
  @IsWholeCents({ message: M.priceDecimals })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: M.priceNumber })
  @IsDefined({ message: M.priceMin })
  price: number;

  @ApiPropertyOptional({
    example: 60,
    minimum: CLASS_MIN_DURATION_MINUTES,
    maximum: CLASS_MAX_DURATION_MINUTES,
    default: CLASS_DEFAULT_DURATION_MINUTES,
    description: 'Minutes',
  })
  @OmittableField()
  @Max(CLASS_MAX_DURATION_MINUTES, { message: M.durationMax })
  @Min(CLASS_MIN_DURATION_MINUTES, { message: M.durationMin })
  @IsInt({ message: M.durationWhole })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: M.durationNumber })
  duration?: number;

  @ApiPropertyOptional({
    example: 12,
    minimum: CLASS_MIN_CAPACITY,
    maximum: CLASS_MAX_CAPACITY,
    default: CLASS_DEFAULT_CAPACITY,
  })
  @OmittableField()
  @Max(CLASS_MAX_CAPACITY, { message: M.capacityMax })
  @Min(CLASS_MIN_CAPACITY, { message: M.capacityMin })
  @IsInt({ message: M.capacityWhole })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: M.capacityNumber })
  maxCapacity?: number;

  @ApiPropertyOptional({
    example: '/images/classes/vinyasa.jpg',
    nullable: true,
    type: String,
    maxLength: IMAGE_URL_MAX_LENGTH,
    description: 'A path on this site or an http(s) address',
  })
  @Trim()
  @NullableField()
  @MaxLength(IMAGE_URL_MAX_LENGTH, { message: M.imageUrlMax })
  @Matches(SITE_PATH_OR_HTTP_URL, { message: M.imageUrlInvalid })
  @IsString({ message: M.imageUrlText })
  imageUrl?: string | null;

  @ApiPropertyOptional({
    example: 'data:image/png;base64,iVBORw0KGgo=',
    nullable: true,
    type: String,
    description: `An uploaded image as a base64 data string: ${CLASS_IMAGE_TYPE_NAMES.join(', ')}, at most ${CLASS_IMAGE_MAX_KB} KB; an SVG must hold no script, event handler or outside link`,
  })
  @NullableField()
  @IsSafeClassImage({ message: M.imageUnsafe })
  @IsClassImageData({ message: M.imageInvalid })
  imageData?: string | null;

  @ApiPropertyOptional({ example: 'Studio A', maxLength: CLASS_STUDIO_MAX_LENGTH })
  @Trim()
  @OmittableField()
  @MaxLength(CLASS_STUDIO_MAX_LENGTH, { message: M.studioMax })
  @SingleLine('Studio')
  @IsString({ message: M.studioText })
  studio?: string;

  @ApiPropertyOptional({
    example: 'Yoga mat, Water bottle',
    description: 'What to bring, comma-separated',
    maxLength: CLASS_REQUIREMENTS_MAX_LENGTH,
  })
  @Trim()
  @OmittableField()
  @MaxLength(CLASS_REQUIREMENTS_MAX_LENGTH, { message: M.requirementsMax })
  @IsString({ message: M.requirementsText })
  requirements?: string;

  @ApiPropertyOptional({ example: true, description: 'Shown among the featured classes' })
  @OmittableField()
  @IsBoolean({ message: M.featuredBoolean })
  featured?: boolean;
}

/** Fields left out keep their value; `null` is checked by the field's rules (PartialType's IsOptional would pass it). */
export class UpdateClassDto extends PartialType(CreateClassDto, { skipNullProperties: false }) {}

export class ClassTrainerDto {
  @ApiProperty({ example: 'Maya Chen' })
  name: string;

  @ApiProperty({ example: 'Vinyasa Yoga' })
  specialization: string;
}

export class ClassCategoryDto {
  @ApiProperty({ example: 1 })
  id: number;

  @ApiProperty({ example: 'Yoga' })
  name: string;
}

export class ClassDto {
  @ApiProperty({ example: 1 })
  id: number;

  @ApiProperty({ example: 'Sunrise Vinyasa Flow' })
  name: string;

  @ApiProperty({ example: 'A flowing practice linking breath and movement.' })
  description: string;

  @ApiProperty({ example: 1 })
  trainerId: number;

  @ApiProperty({ example: 1 })
  categoryId: number;

  @ApiProperty({ example: 22.5, description: 'Dollars' })
  price: number;

  @ApiProperty({ example: 60, description: 'Minutes' })
  duration: number;

  @ApiProperty({ example: 12 })
  maxCapacity: number;

  @ApiProperty({ example: '/images/classes/vinyasa.jpg', nullable: true, type: String })
  imageUrl: string | null;

  @ApiProperty({ example: 'data:image/svg+xml;base64,PHN2Zz4=', nullable: true, type: String })
  imageData: string | null;

  @ApiProperty({ example: 'Studio A' })
  studio: string;

  @ApiProperty({ example: 'Yoga mat, Water bottle' })
  requirements: string;

  @ApiProperty({ example: true })
  featured: boolean;

  @ApiProperty({ type: ClassTrainerDto })
  trainer: ClassTrainerDto;

  @ApiProperty({ type: ClassCategoryDto })
  category: ClassCategoryDto;
}
