import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { IsDefined, IsString, MaxLength, MinLength } from 'class-validator';
import { NullableField, SingleLine, Trim, TrimToPlain } from '../common/validation';
import { CATEGORY_NAME_MIN_LENGTH } from '../constants';
import {
  CATEGORY_DESCRIPTION_MAX_LENGTH,
  CATEGORY_NAME_MAX_LENGTH,
  CatalogMessages as M,
} from './catalog-messages';

export class CreateCategoryDto {
  @ApiProperty({ example: 'Yoga', minLength: CATEGORY_NAME_MIN_LENGTH, maxLength: CATEGORY_NAME_MAX_LENGTH })
  @TrimToPlain()
  @MaxLength(CATEGORY_NAME_MAX_LENGTH, { message: M.categoryNameMax })
  @MinLength(CATEGORY_NAME_MIN_LENGTH, { message: M.categoryNameMin })
  @SingleLine('Name')
  @IsString({ message: M.nameText })
  @IsDefined({ message: M.categoryNameMin })
  name: string;

  @ApiPropertyOptional({
    example: 'Breath-led flows for strength and flexibility',
    nullable: true,
    type: String,
    maxLength: CATEGORY_DESCRIPTION_MAX_LENGTH,
  })
  @Trim()
  @NullableField()
  @MaxLength(CATEGORY_DESCRIPTION_MAX_LENGTH, { message: M.categoryDescriptionMax })
  @IsString({ message: M.descriptionText })
  description?: string | null;
}

/** Fields left out keep their value; `null` is checked by the field's rules (PartialType's IsOptional would pass it). */
export class UpdateCategoryDto extends PartialType(CreateCategoryDto, { skipNullProperties: false }) {}

export class CategoryDto {
  @ApiProperty({ example: 1 })
  id: number;

  @ApiProperty({ example: 'Yoga' })
  name: string;

  @ApiProperty({ example: 'Breath-led flows for strength and flexibility', nullable: true, type: String })
  description: string | null;
}
