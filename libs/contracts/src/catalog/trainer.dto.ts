import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { IsDefined, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { NullableField, SingleLine, Trim } from '../common/validation';
import { TRAINER_NAME_MIN_LENGTH, TRAINER_SPECIALIZATION_MIN_LENGTH } from '../constants';
import {
  CatalogMessages as M,
  IMAGE_URL_MAX_LENGTH,
  TRAINER_BIO_MAX_LENGTH,
  TRAINER_NAME_MAX_LENGTH,
  TRAINER_SPECIALIZATION_MAX_LENGTH,
} from './catalog-messages';
import { SITE_PATH_OR_HTTP_URL } from './class-image';

export class CreateTrainerDto {
  @ApiProperty({
    example: 'Maya Chen',
    minLength: TRAINER_NAME_MIN_LENGTH,
    maxLength: TRAINER_NAME_MAX_LENGTH,
  })
  @Trim()
  @MaxLength(TRAINER_NAME_MAX_LENGTH, { message: M.trainerNameMax })
  @MinLength(TRAINER_NAME_MIN_LENGTH, { message: M.trainerNameMin })
  @SingleLine('Name')
  @IsString({ message: M.nameText })
  @IsDefined({ message: M.trainerNameMin })
  name: string;

  @ApiProperty({
    example: 'Vinyasa Yoga',
    minLength: TRAINER_SPECIALIZATION_MIN_LENGTH,
    maxLength: TRAINER_SPECIALIZATION_MAX_LENGTH,
  })
  @Trim()
  @MaxLength(TRAINER_SPECIALIZATION_MAX_LENGTH, { message: M.specializationMax })
  @MinLength(TRAINER_SPECIALIZATION_MIN_LENGTH, { message: M.specializationMin })
  @SingleLine('Specialization')
  @IsString({ message: M.specializationText })
  @IsDefined({ message: M.specializationMin })
  specialization: string;

  @ApiPropertyOptional({
    example: 'Ten years of teaching flow and breath work.',
    nullable: true,
    type: String,
    maxLength: TRAINER_BIO_MAX_LENGTH,
  })
  @Trim()
  @NullableField()
  @MaxLength(TRAINER_BIO_MAX_LENGTH, { message: M.bioMax })
  @IsString({ message: M.bioText })
  bio?: string | null;

  @ApiPropertyOptional({
    example: '/images/trainers/maya.jpg',
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
}

/** Fields left out keep their value; `null` is checked by the field's rules (PartialType's IsOptional would pass it). */
export class UpdateTrainerDto extends PartialType(CreateTrainerDto, { skipNullProperties: false }) {}

export class TrainerDto {
  @ApiProperty({ example: 1 })
  id: number;

  @ApiProperty({ example: 'Maya Chen' })
  name: string;

  @ApiProperty({ example: 'Vinyasa Yoga' })
  specialization: string;

  @ApiProperty({ example: 'Ten years of teaching flow and breath work.', nullable: true, type: String })
  bio: string | null;

  @ApiProperty({ example: '/images/trainers/maya.jpg', nullable: true, type: String })
  imageUrl: string | null;
}
