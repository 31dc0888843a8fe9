import { Module } from '@nestjs/common';
import { SiteSettingsController } from './site-settings.controller';
import { SiteSettingRepository } from './site-settings.repository';
import { SiteSettingsService } from './site-settings.service';

@Module({
  controllers: [SiteSettingsController],
  providers: [SiteSettingRepository, SiteSettingsService],
  exports: [SiteSettingRepository],
})
export class SiteSettingsModule {}
