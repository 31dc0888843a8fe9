import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, Min, MinLength } from 'class-validator';
import { DELIVERY_CHANNELS, DELIVERY_STATUSES, DeliveryChannel, DeliveryStatus } from '../delivery.entity';

export class DeliveryQueryDto {
  @ApiProperty({ example: 'maya@example.com' })
  @IsString({ message: 'recipient is required' })
  @MinLength(1, { message: 'recipient is required' })
  recipient: string;

  @ApiPropertyOptional({ default: 50, maximum: 200 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be a whole number' })
  @Min(1, { message: 'limit must be between 1 and 200' })
  @Max(200, { message: 'limit must be between 1 and 200' })
  limit?: number;
}

export class DeliveryDto {
  @ApiProperty({ example: 7 })
  id: number;

  @ApiProperty({ type: Number, nullable: true, example: 12 })
  userId: number | null;

  @ApiProperty({ enum: DELIVERY_CHANNELS, example: 'email' })
  channel: DeliveryChannel;

  @ApiProperty({ example: 'maya@example.com' })
  recipient: string;

  @ApiProperty({ example: 'Reset your password' })
  subject: string;

  @ApiProperty({ example: 'Hi Maya, ...' })
  body: string;

  @ApiProperty({ enum: DELIVERY_STATUSES, example: 'logged' })
  status: DeliveryStatus;

  @ApiProperty({ type: String, nullable: true, example: null })
  error: string | null;

  @ApiProperty({ type: String, nullable: true, example: '0d9f3a52-6a0e-4c1b-9a43-5f1d2b7c8e90' })
  eventId: string | null;

  @ApiProperty({ example: '2026-01-05T18:30:00.000Z' })
  createdAt: string;
}
