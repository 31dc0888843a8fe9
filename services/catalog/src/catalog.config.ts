import { IsInt, Max, Min } from 'class-validator';
import { PlatformConfig } from '@studio/platform';

export class CatalogConfig extends PlatformConfig {
  /** How long a schedule listing (without its live seat counts) is reused before it is read again. */
  @IsInt()
  @Min(0)
  @Max(600000)
  SCHEDULE_CACHE_TTL_MS: number = 30000;

  /** How long a schedule listing waits for the booking service's live seat counts before using its own. */
  @IsInt()
  @Min(50)
  @Max(10000)
  SEATS_TIMEOUT_MS: number = 1000;

  /** How far ahead the schedule list without a date reaches. */
  @IsInt()
  @Min(1)
  @Max(366)
  SCHEDULE_HORIZON_DAYS: number = 60;
}
