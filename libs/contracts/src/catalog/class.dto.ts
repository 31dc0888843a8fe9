import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import {
  IsBoolean,
  IsDefined,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  MinLength,
} from 'class-validator';
import {
  CLASS_DEFAULT_CAPACITY,
  CLASS_DEFAULT_DURATION_MINUTES,
  CLASS_MIN_CAPACITY,
  CLASS_MIN_DURATION_MINUTES,
  CLASS_MIN_PRICE,
} from '../constants';
import { CatalogMessages } from './catalog-messages';
import { IsClassImageData } from './class-image';

export class CreateClassDto {
  @ApiProperty({ example: 'Sunrise Vinyasa Flow' })
  @MaxLength(120, { message: 'Class name must be at most 120 characters' })
  @MinLength(1, { message: CatalogMessages.classNameRequired })
  @IsString({ message: CatalogMessages.classNameText })
  @IsDefined({ message: CatalogMessages.classNameRequired })
  name: string;

  @ApiPropertyOptional({ example: 'A flowing practice linking breath and movement.' })
  @IsOptional()
  @MaxLength(4000, { message: 'Description must be at most 4000 characters' })
  @IsString({ message: 'Description must be text' })
  description?: string;

  @ApiProperty({ example: 1, description: 'An existing trainer' })
  @Min(1, { message: CatalogMessages.selectTrainer })
  @IsInt({ message: CatalogMessages.selectTrainer })
  trainerId: number;

  @ApiProperty({ example: 1, description: 'An existing category' })
  @Min(1, { message: CatalogMessages.selectCategory })
  @IsInt({ message: CatalogMessages.selectCategory })
  categoryId: number;

  @ApiProperty({ example: 22.5, minimum: CLASS_MIN_PRICE, description: 'Dollars, at most two decimals' })
  @Max(100000, { message: 'Price must be at most 100000' })
  @Min(CLASS_MIN_PRICE, { message: CatalogMessages.priceMin })
  @IsNumber({ maxDecimalPlaces: 2 }, { message: CatalogMessages.priceDecimals })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: CatalogMessages.priceNumber })
  @IsDefined({ message: CatalogMessages.priceMin })
  price: number;

  @ApiPropertyOptional({
    example: 60,
    minimum: CLASS_MIN_DURATION_MINUTES,
    default: CLASS_DEFAULT_DURATION_MINUTES,
    description: 'Minutes',
  })
  @IsOptional()
  @Max(1440, { message: 'Duration must be at most 1440 minutes' })
  @Min(CLASS_MIN_DURATION_MINUTES, { message: CatalogMessages.durationMin })
  @IsInt({ message: CatalogMessages.durationWhole })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: CatalogMessages.durationNumber })
  duration?: number;

  @ApiPropertyOptional({ example: 12, minimum: CLASS_MIN_CAPACITY, default: CLASS_DEFAULT_CAPACITY })
  @IsOptional()
  @Max(10000, { message: 'Max capacity must be at most 10000' })
  @Min(CLASS_MIN_CAPACITY, { message: CatalogMessages.capacityMin })
  @IsInt({ message: CatalogMessages.capacityWhole })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: CatalogMessages.capacityNumber })
  maxCapacity?: number;

  @ApiPropertyOptional({ example: '/images/classes/vinyasa.jpg', nullable: true, type: String })
  @IsOptional()
  @MaxLength(2000, { message: 'Image URL must be at most 2000 characters' })
  @IsString({ message: 'Image URL must be text' })
  imageUrl?: string | null;

  @ApiPropertyOptional({
    example: 'data:image/png;base64,iVBORw0KGgo=',
    nullable: true,
    type: String,
    description: 'An uploaded image as a data string: PNG, JPEG, WebP, GIF or SVG, at most 700 KB',
  })
  @IsOptional()
  @IsClassImageData({ message: CatalogMessages.imageInvalid })
  imageData?: string | null;

  @ApiPropertyOptional({ example: 'Studio A' })
  @IsOptional()
  @MaxLength(100, { message: 'Studio must be at most 100 characters' })
  @IsString({ message: 'Studio must be text' })
  studio?: string;

  @ApiPropertyOptional({ example: 'Yoga mat, Water bottle', description: 'What to bring, comma-separated' })
  @IsOptional()
  @MaxLength(1000, { message: 'Requirements must be at most 1000 characters' })
  @IsString({ message: 'Requirements must be text' })
  requirements?: string;

  @ApiPropertyOptional({ example: true, description: 'Shown among the featured classes' })
  @IsOptional()
  @IsBoolean({ message: 'Featured must be true or false' })
  featured?: boolean;
}

export class UpdateClassDto extends PartialType(CreateClassDto) {}

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
