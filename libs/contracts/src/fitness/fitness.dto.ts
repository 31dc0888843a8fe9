import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  IsBoolean,
  IsDateString,
  IsIn,
  IsInt,
  IsNumber,
  IsString,
  Max,
  MaxLength,
  Min,
  MinLength,
} from 'class-validator';
import { MAX_ID } from '../common/params.dto';
import { OmittableField, SingleLine, Trim } from '../common/validation';
import {
  GOAL_DESCRIPTION_MIN_LENGTH,
  GOAL_TARGET_MIN,
  GOAL_TITLE_MIN_LENGTH,
  GOAL_TYPES,
  GoalType,
} from '../constants';
import {
  FitnessMessages as M,
  GOAL_AMOUNT_MAX,
  GOAL_DESCRIPTION_MAX_LENGTH,
  GOAL_METRIC_MAX_LENGTH,
  GOAL_TITLE_MAX_LENGTH,
} from './fitness-messages';

/** A member's totals (spec §3 fitness_stats), as of the moment they are read. */
export class FitnessStatsDto {
  @ApiProperty({ example: 4 })
  id: number;

  @ApiProperty({ example: 7 })
  userId: number;

  @ApiProperty({ example: 12, description: 'Classes attended (booked, not cancelled, ended)' })
  totalClasses: number;

  @ApiProperty({
    example: 245,
    description: '10 per class attended plus the points of unlocked achievements',
  })
  totalPoints: number;

  @ApiProperty({
    example: 3,
    description: 'Consecutive Pacific days with a class, ending today or yesterday',
  })
  currentStreak: number;

  @ApiProperty({ example: 5 })
  longestStreak: number;

  @ApiProperty({ example: 2 })
  level: number;

  @ApiProperty({
    example: 300,
    description:
      'The total points at which the next level is reached (100, then 100 × level more each level)',
  })
  nextLevelPoints: number;

  @ApiProperty({ example: 3 })
  weeklyClassGoal: number;

  @ApiProperty({ example: 2, description: 'Classes attended this Pacific week (Monday to Sunday)' })
  weeklyClassCount: number;

  @ApiProperty({ example: '2026-03-09T17:00:00.000Z' })
  updatedAt: string;
}

/** An achievement of the catalogue with the member's state. */
export class MemberAchievementDto {
  @ApiProperty({ example: 1 })
  id: number;

  @ApiProperty({ example: 'First Step' })
  name: string;

  @ApiProperty({ example: 'Attend your first class.' })
  description: string;

  @ApiProperty({ example: 'footprints' })
  icon: string;

  @ApiProperty({ example: 10 })
  points: number;

  @ApiProperty({ example: 'attendance' })
  category: string;

  @ApiProperty({ example: true })
  unlocked: boolean;

  @ApiProperty({
    example: '2026-03-09T17:00:00.000Z',
    nullable: true,
    type: String,
    description: 'The end of the class that earned it; null while locked',
  })
  unlockedAt: string | null;
}

export class FitnessGoalDto {
  @ApiProperty({ example: 3 })
  id: number;

  @ApiProperty({ example: 7 })
  userId: number;

  @ApiProperty({ example: 'Reach 155 lb' })
  title: string;

  @ApiProperty({ example: 'Lose weight steadily before summer' })
  description: string;

  @ApiProperty({ enum: GOAL_TYPES, example: 'weight' })
  goalType: GoalType;

  @ApiProperty({ example: 20 })
  progressCurrent: number;

  @ApiProperty({ example: 155 })
  progressTarget: number;

  @ApiProperty({ example: 'lb', nullable: true, type: String })
  progressMetric: string | null;

  @ApiProperty({ example: '2026-06-01T00:00:00.000Z' })
  targetDate: string;

  @ApiProperty({ example: false })
  achieved: boolean;

  @ApiProperty({ example: '2026-03-01T18:00:00.000Z' })
  createdAt: string;

  @ApiProperty({ example: '2026-03-02T18:00:00.000Z' })
  updatedAt: string;
}

/** Spec §5 goal rules. The screens do not send it yet ('Custom Goals Coming Soon!'); the server is ready. */
export class CreateGoalDto {
  @ApiProperty({
    example: 'Reach 155 lb',
    minLength: GOAL_TITLE_MIN_LENGTH,
    maxLength: GOAL_TITLE_MAX_LENGTH,
  })
  @Trim()
  @MaxLength(GOAL_TITLE_MAX_LENGTH, { message: M.goalTitleTooLong })
  @MinLength(GOAL_TITLE_MIN_LENGTH, { message: M.goalTitleTooShort })
  @SingleLine('Goal title')
  @IsString({ message: M.goalTitleTooShort })
  title: string;

  @ApiProperty({
    example: 'Lose weight steadily before summer',
    minLength: GOAL_DESCRIPTION_MIN_LENGTH,
    maxLength: GOAL_DESCRIPTION_MAX_LENGTH,
  })
  @Trim()
  @MaxLength(GOAL_DESCRIPTION_MAX_LENGTH, { message: M.goalDescriptionTooLong })
  @MinLength(GOAL_DESCRIPTION_MIN_LENGTH, { message: M.goalDescriptionTooShort })
  @IsString({ message: M.goalDescriptionTooShort })
  description: string;

  @ApiProperty({ enum: GOAL_TYPES, example: 'weight' })
  @IsIn(GOAL_TYPES, { message: M.goalTypeInvalid })
  goalType: GoalType;

  @ApiProperty({ example: 155, minimum: GOAL_TARGET_MIN, maximum: GOAL_AMOUNT_MAX })
  @Max(GOAL_AMOUNT_MAX, { message: M.goalTargetTooLarge })
  @Min(GOAL_TARGET_MIN, { message: M.goalTargetInvalid })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: M.goalTargetInvalid })
  progressTarget: number;

  @ApiPropertyOptional({ example: 0, minimum: 0, maximum: GOAL_AMOUNT_MAX, default: 0 })
  @OmittableField()
  @Max(GOAL_AMOUNT_MAX, { message: M.progressInvalid })
  @Min(0, { message: M.progressInvalid })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: M.progressInvalid })
  progressCurrent?: number;

  @ApiPropertyOptional({ example: 'lb', maxLength: GOAL_METRIC_MAX_LENGTH })
  @OmittableField()
  @Trim()
  @MaxLength(GOAL_METRIC_MAX_LENGTH, { message: M.goalMetricInvalid })
  @SingleLine('The unit')
  @IsString({ message: M.goalMetricInvalid })
  progressMetric?: string;

  @ApiProperty({ example: '2026-06-01', description: 'A date (yyyy-MM-dd) or an ISO 8601 date-time' })
  @IsDateString({ strict: true }, { message: M.goalTargetDateInvalid })
  targetDate: string;
}

export class UpdateGoalProgressDto {
  @ApiProperty({ example: 20, minimum: 0, maximum: GOAL_AMOUNT_MAX })
  @Max(GOAL_AMOUNT_MAX, { message: M.progressInvalid })
  @Min(0, { message: M.progressInvalid })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: M.progressInvalid })
  progressCurrent: number;
}

export class UpdateGoalDto {
  @ApiProperty({ example: true, description: 'true: Complete; false: back to active' })
  @IsBoolean({ message: M.achievedInvalid })
  achieved: boolean;
}

export class StatCategoryDto {
  @ApiProperty({ example: 'Yoga' })
  name: string;

  @ApiProperty({ example: 'Flow and balance', nullable: true, type: String })
  description: string | null;
}

/** A member's classes in one category (spec §3 category_stats). */
export class CategoryStatDto {
  @ApiProperty({ example: 5 })
  id: number;

  @ApiProperty({ example: 7 })
  userId: number;

  @ApiProperty({ example: 2 })
  categoryId: number;

  @ApiProperty({ example: 4 })
  classCount: number;

  @ApiProperty({
    example: '2026-03-09T16:00:00.000Z',
    nullable: true,
    type: String,
    description: 'Start of the latest class attended in it',
  })
  lastAttended: string | null;

  @ApiProperty({ example: false })
  favoriteStatus: boolean;

  @ApiProperty({ example: '2026-03-09T17:00:00.000Z' })
  updatedAt: string;

  @ApiProperty({
    type: StatCategoryDto,
    nullable: true,
    description: 'From the catalogue; null when the category no longer exists or the catalogue cannot answer',
  })
  category: StatCategoryDto | null;
}

export class FavoriteCategoryDto {
  @ApiProperty({ example: 2, minimum: 1, maximum: MAX_ID })
  @Max(MAX_ID, { message: M.categoryIdInvalid })
  @Min(1, { message: M.categoryIdInvalid })
  @IsInt({ message: M.categoryIdInvalid })
  categoryId: number;

  @ApiProperty({ example: true })
  @IsBoolean({ message: M.favoriteInvalid })
  favorite: boolean;
}
