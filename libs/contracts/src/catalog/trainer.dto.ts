import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { IsDefined, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { TRAINER_NAME_MIN_LENGTH, TRAINER_SPECIALIZATION_MIN_LENGTH } from '../constants';
import { CatalogMessages } from './catalog-messages';

export class CreateTrainerDto {
  @ApiProperty({ example: 'Maya Chen', minLength: TRAINER_NAME_MIN_LENGTH })
  @MaxLength(100, { message: 'Name must be at most 100 characters' })
  @MinLength(TRAINER_NAME_MIN_LENGTH, { message: CatalogMessages.nameMin })
  @IsString({ message: CatalogMessages.nameText })
  @IsDefined({ message: CatalogMessages.nameMin })
  name: string;

  @ApiProperty({ example: 'Vinyasa Yoga', minLength: TRAINER_SPECIALIZATION_MIN_LENGTH })
  @MaxLength(100, { message: 'Specialization must be at most 100 characters' })
  @MinLength(TRAINER_SPECIALIZATION_MIN_LENGTH, { message: CatalogMessages.specializationMin })
  @IsString({ message: CatalogMessages.specializationText })
  @IsDefined({ message: CatalogMessages.specializationMin })
  specialization: string;

  @ApiPropertyOptional({
    example: 'Ten years of teaching flow and breath work.',
    nullable: true,
    type: String,
  })
  @IsOptional()
  @MaxLength(4000, { message: 'Bio must be at most 4000 characters' })
  @IsString({ message: 'Bio must be text' })
  bio?: string | null;

  @ApiPropertyOptional({ example: '/images/trainers/maya.jpg', nullable: true, type: String })
  @IsOptional()
  @MaxLength(2000, { message: 'Image URL must be at most 2000 characters' })
  @IsString({ message: 'Image URL must be text' })
  imageUrl?: string | null;
}

export class UpdateTrainerDto extends PartialType(CreateTrainerDto) {}

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
