import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { IsDefined, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { CATEGORY_NAME_MIN_LENGTH } from '../constants';
import { CatalogMessages } from './catalog-messages';

export class CreateCategoryDto {
  @ApiProperty({ example: 'Yoga', minLength: CATEGORY_NAME_MIN_LENGTH })
  @MaxLength(100, { message: 'Name must be at most 100 characters' })
  @MinLength(CATEGORY_NAME_MIN_LENGTH, { message: CatalogMessages.nameMin })
  @IsString({ message: CatalogMessages.nameText })
  @IsDefined({ message: CatalogMessages.nameMin })
  name: string;

  @ApiPropertyOptional({
    example: 'Breath-led flows for strength and flexibility',
    nullable: true,
    type: String,
  })
  @IsOptional()
  @MaxLength(2000, { message: 'Description must be at most 2000 characters' })
  @IsString({ message: 'Description must be text' })
  description?: string | null;
}

export class UpdateCategoryDto extends PartialType(CreateCategoryDto) {}

export class CategoryDto {
  @ApiProperty({ example: 1 })
  id: number;

  @ApiProperty({ example: 'Yoga' })
  name: string;

  @ApiProperty({ example: 'Breath-led flows for strength and flexibility', nullable: true, type: String })
  description: string | null;
}
