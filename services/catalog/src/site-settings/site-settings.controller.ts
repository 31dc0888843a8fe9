import { Controller } from '@nestjs/common';
import { CATALOG_ROUTES as R, SiteSettingDto } from '@studio/contracts';
import { RouteInput, Serves } from '@studio/platform';
import { SiteSettingsService } from './site-settings.service';

@Controller()
export class SiteSettingsController {
  constructor(private readonly settings: SiteSettingsService) {}

  @Serves(R.listSiteSettings)
  list({ query }: RouteInput<typeof R.listSiteSettings>): Promise<SiteSettingDto[]> {
    return this.settings.list(query);
  }

  @Serves(R.saveSiteSetting)
  save({ body }: RouteInput<typeof R.saveSiteSetting>): Promise<SiteSettingDto> {
    return this.settings.save(body);
  }
}
