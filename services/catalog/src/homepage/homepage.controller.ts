import { Controller } from '@nestjs/common';
import { CATALOG_ROUTES as R, HomepageSectionDto } from '@studio/contracts';
import { RouteInput, Serves } from '@studio/platform';
import { HomepageService } from './homepage.service';

@Controller()
export class HomepageController {
  constructor(private readonly homepage: HomepageService) {}

  @Serves(R.getHomepageContent)
  list(): Promise<HomepageSectionDto[]> {
    return this.homepage.list();
  }

  @Serves(R.saveHomepageSection)
  upsert({ body }: RouteInput<typeof R.saveHomepageSection>): Promise<HomepageSectionDto> {
    return this.homepage.upsert(body);
  }
}
