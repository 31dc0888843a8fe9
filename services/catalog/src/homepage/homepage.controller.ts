import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { AdminCaller, Caller } from '@studio/platform';
import { HomepageSectionDto, UpsertHomepageSectionDto } from '@studio/contracts';
import { HomepageService } from './homepage.service';

@Controller()
export class HomepageController {
  constructor(private readonly homepage: HomepageService) {}

  @Get('homepage-content')
  list(): Promise<HomepageSectionDto[]> {
    return this.homepage.list();
  }

  @Post('admin/homepage-content')
  @HttpCode(200)
  upsert(@AdminCaller() _admin: Caller, @Body() body: UpsertHomepageSectionDto): Promise<HomepageSectionDto> {
    return this.homepage.upsert(body);
  }
}
