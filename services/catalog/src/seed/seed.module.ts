import { Module } from '@nestjs/common';
import { CategoriesModule } from '../categories/categories.module';
import { ClassesModule } from '../classes/classes.module';
import { HomepageModule } from '../homepage/homepage.module';
import { SchedulesModule } from '../schedules/schedules.module';
import { SiteSettingsModule } from '../site-settings/site-settings.module';
import { TrainersModule } from '../trainers/trainers.module';
import { DemoSeed } from './demo-seed';

@Module({
  imports: [
    CategoriesModule,
    TrainersModule,
    ClassesModule,
    SchedulesModule,
    HomepageModule,
    SiteSettingsModule,
  ],
  providers: [DemoSeed],
})
export class SeedModule {}
