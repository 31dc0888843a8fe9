import { ApiProperty } from '@nestjs/swagger';

/** The one error shape of every failed call (ARCHITECTURE.md); `message` is what the UI shows. */
export class ApiErrorDto {
  @ApiProperty({ example: 400 })
  statusCode: number;

  @ApiProperty({ example: 'Name must be at least 2 characters' })
  message: string;

  @ApiProperty({ example: 'Bad Request' })
  error: string;
}

export class DeletedDto {
  @ApiProperty({ example: true })
  success: boolean;
}
