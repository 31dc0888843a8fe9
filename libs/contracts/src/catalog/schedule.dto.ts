import { ApiProperty, ApiPropertyOptional, OmitType, PartialType } from '@nestjs/swagger';
import { IsBoolean, IsInt, IsISO8601, IsOptional, Matches, Max, Min } from 'class-validator';
import { OmittableField } from '../common/validation';
import { MAX_ID, PositiveId } from '../common/params.dto';
import { CatalogMessages } from './catalog-messages';
import { ClassDto } from './class.dto';

/** An ISO 8601 date and time that names its zone: `Z` or an offset such as `-07:00`. */
export const ISO_TIME_WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/;

export class CreateScheduleDto {
  @ApiProperty({ example: 1 })
  @Max(MAX_ID, { message: CatalogMessages.selectClass })
  @Min(1, { message: CatalogMessages.selectClass })
  @IsInt({ message: CatalogMessages.selectClass })
  classId: number;

  @ApiProperty({
    example: '2026-03-09T16:00:00.000Z',
    description: 'ISO 8601 with Z or an offset; the admin UI converts the Pacific time typed',
  })
  @Matches(ISO_TIME_WITH_ZONE, { message: CatalogMessages.startTimeZone })
  @IsISO8601({ strict: true }, { message: CatalogMessages.startTimeInvalid })
  startTime: string;

  @ApiProperty({
    example: '2026-03-09T17:00:00.000Z',
    description: 'ISO 8601 with Z or an offset, 15 to 240 minutes after the start',
  })
  @Matches(ISO_TIME_WITH_ZONE, { message: CatalogMessages.endTimeZone })
  @IsISO8601({ strict: true }, { message: CatalogMessages.endTimeInvalid })
  endTime: string;

  @ApiPropertyOptional({ example: false, default: false })
  @OmittableField()
  @IsBoolean({ message: CatalogMessages.isCancelledBoolean })
  isCancelled?: boolean;
}

/** Fields left out keep their value; `null` is checked by the field's rules (PartialType's IsOptional would pass it). */
export class UpdateScheduleDto extends PartialType(OmitType(CreateScheduleDto, ['isCancelled'] as const), {
  skipNullProperties: false,
}) {}

export class ScheduleQueryDto {
  @ApiPropertyOptional({ example: '2026-03-09', description: 'A date in the studio time zone (Pacific)' })
  @IsOptional()
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: CatalogMessages.dateFormat })
  date?: string;

  @ApiPropertyOptional({
    example: 12,
    minimum: 1,
    maximum: MAX_ID,
    type: 'integer',
    description:
      'One schedule by its id, whatever its day (a booking page opened from a link to a class now past); with a date, only if it is on that day',
  })
  @IsOptional()
  @PositiveId('id')
  id?: number;
}

/**
 * The class as a schedule card needs it: the class output without its ids, featured flag and embedded picture.
 * The picture (imageData, an uploaded photo as a data URL) comes once per class with the class list
 * (GET /api/classes); repeated in every schedule of a listing it made two months of a studio's schedules
 * several hundred kilobytes with the demo's drawings, and many megabytes with photos.
 */
export class ScheduleClassDto extends OmitType(ClassDto, [
  'trainerId',
  'categoryId',
  'featured',
  'imageData',
] as const) {}

export class ScheduleDto {
  @ApiProperty({ example: 1 })
  id: number;

  @ApiProperty({ example: 1 })
  classId: number;

  @ApiProperty({ example: '2026-03-09T16:00:00.000Z' })
  startTime: string;

  @ApiProperty({ example: '2026-03-09T17:00:00.000Z' })
  endTime: string;

  @ApiProperty({ example: false })
  isCancelled: boolean;

  @ApiProperty({ example: 7, description: 'Capacity minus live bookings' })
  remainingSpots: number;

  @ApiProperty({ type: ScheduleClassDto })
  class: ScheduleClassDto;
}

export class ClearSchedulesResultDto {
  @ApiProperty({ example: 42 })
  count: number;
}

/** What the booking service reads about one schedule (internal). */
export class ScheduleSnapshotDto {
  @ApiProperty({ example: 1 })
  id: number;

  @ApiProperty({ example: 1 })
  classId: number;

  @ApiProperty({ example: 'Sunrise Vinyasa Flow' })
  className: string;

  @ApiProperty({ example: 1 })
  categoryId: number;

  @ApiProperty({ example: 'Maya Chen' })
  trainerName: string;

  @ApiProperty({ example: 'Studio A', description: "The class's studio: where it takes place" })
  studio: string;

  @ApiProperty({ example: '2026-03-09T16:00:00.000Z' })
  startTime: string;

  @ApiProperty({ example: '2026-03-09T17:00:00.000Z' })
  endTime: string;

  @ApiProperty({ example: false })
  isCancelled: boolean;

  @ApiProperty({ example: 12 })
  maxCapacity: number;

  @ApiProperty({ example: 2250 })
  priceCents: number;
}
