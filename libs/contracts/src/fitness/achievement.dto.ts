import { ApiProperty } from '@nestjs/swagger';

/** One achievement of the studio's catalogue (without any member's progress). */
export class AchievementDto {
  @ApiProperty({ example: 1 })
  id: number;

  @ApiProperty({ example: 'First Step' })
  name: string;

  @ApiProperty({ example: 'Attend your first class' })
  description: string;

  @ApiProperty({ example: 'trophy' })
  icon: string;

  @ApiProperty({ example: 10 })
  points: number;

  @ApiProperty({ example: 'attendance' })
  category: string;
}
