import { Module } from '@nestjs/common';
import { ServiceKernelModule } from '@studio/platform';
import { CacheModule } from './cache/cache.module';
import { CatalogConfig } from './catalog.config';
import { CategoriesModule } from './categories/categories.module';
import { Category } from './categories/categories.entity';
import { ClassesModule } from './classes/classes.module';
import { StudioClass } from './classes/classes.entity';
import { HomepageModule } from './homepage/homepage.module';
import { HomepageSection } from './homepage/homepage.entity';
import { migrations } from './migrations';
import { SchedulesModule } from './schedules/schedules.module';
import { Schedule } from './schedules/schedules.entity';
import { SeatCount } from './schedules/seat-count.entity';
import { SeedModule } from './seed/seed.module';
import { SiteSettingsModule } from './site-settings/site-settings.module';
import { SiteSetting } from './site-settings/site-settings.entity';
import { TrainersModule } from './trainers/trainers.module';
import { Trainer } from './trainers/trainers.entity';

export const CATALOG_ENTITIES = [
  Category,
  Trainer,
  StudioClass,
  Schedule,
  SeatCount,
  HomepageSection,
  SiteSetting,
];

@Module({
  imports: [
    ServiceKernelModule.forRoot({
      service: 'catalog',
      entities: CATALOG_ENTITIES,
      migrations,
      config: CatalogConfig,
    }),
    CacheModule,
    CategoriesModule,
    TrainersModule,
    ClassesModule,
    SchedulesModule,
    HomepageModule,
    SiteSettingsModule,
    SeedModule,
  ],
})
export class AppModule {}
