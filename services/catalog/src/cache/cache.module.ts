import { Global, Module } from '@nestjs/common';
import { ScheduleListingCache } from './schedule-listing.cache';

@Global()
@Module({ providers: [ScheduleListingCache], exports: [ScheduleListingCache] })
export class CacheModule {}
