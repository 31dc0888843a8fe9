import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { AdminCaller, Caller } from '@studio/platform';
import { SaveSiteSettingDto, SiteSettingDto, SiteSettingsQueryDto } from '@studio/contracts';
import { SiteSettingsService } from './site-settings.service';

@Controller('site-settings')
export class SiteSettingsController {
  constructor(private readonly settings: SiteSettingsService) {}

  @Get()
  list(@Query() query: SiteSettingsQueryDto): Promise<SiteSettingDto[]> {
    return this.settings.list(query);
  }

  @Post()
  @HttpCode(200)
  save(@AdminCaller() _admin: Caller, @Body() body: SaveSiteSettingDto): Promise<SiteSettingDto> {
    return this.settings.save(body);
  }
}
