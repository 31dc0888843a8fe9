import { Controller, Get, Header, Param, ParseIntPipe, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  CategoryDto,
  ClassDto,
  HomepageSectionDto,
  ScheduleDto,
  ScheduleQueryDto,
  SiteSettingDto,
  SiteSettingsQueryDto,
} from '@studio/contracts';
import { ServiceClients } from '../clients/service-clients';

@ApiTags('Catalogue')
@Controller()
export class CatalogPublicController {
  constructor(private readonly clients: ServiceClients) {}

  @Get('classes')
  @ApiOperation({ summary: 'All classes with their trainer and category' })
  @ApiOkResponse({ type: [ClassDto] })
  classes(): Promise<ClassDto[]> {
    return this.clients.catalog.get('/classes');
  }

  @Get('classes/featured')
  @ApiOperation({ summary: 'Featured classes (up to 6; the public home shows the first 3)' })
  @ApiOkResponse({ type: [ClassDto] })
  featured(): Promise<ClassDto[]> {
    return this.clients.catalog.get('/classes/featured');
  }

  @Get('classes/:id')
  @ApiOperation({ summary: 'One class' })
  @ApiOkResponse({ type: ClassDto })
  classById(@Param('id', ParseIntPipe) id: number): Promise<ClassDto> {
    return this.clients.catalog.get(`/classes/${id}`);
  }

  @Get('categories')
  @ApiOperation({ summary: 'All categories, by name' })
  @ApiOkResponse({ type: [CategoryDto] })
  categories(): Promise<CategoryDto[]> {
    return this.clients.catalog.get('/categories');
  }

  @Get('schedules')
  @ApiOperation({
    summary:
      'Schedules members can see: one studio (Pacific) day with ?date=yyyy-MM-dd, else the upcoming ones',
  })
  @ApiOkResponse({ type: [ScheduleDto] })
  schedules(@Query() query: ScheduleQueryDto): Promise<ScheduleDto[]> {
    return this.clients.catalog.get('/schedules', { query: { date: query.date } });
  }

  @Get('schedules/:classId')
  @ApiOperation({ summary: 'Upcoming schedules of one class' })
  @ApiOkResponse({ type: [ScheduleDto] })
  schedulesOfClass(@Param('classId', ParseIntPipe) classId: number): Promise<ScheduleDto[]> {
    return this.clients.catalog.get(`/schedules/${classId}`);
  }

  @Get('homepage-content')
  @ApiOperation({ summary: 'The configured homepage sections (hero, benefits, featured, cta)' })
  @ApiOkResponse({ type: [HomepageSectionDto] })
  @Header('Cache-Control', 'no-cache')
  homepage(): Promise<HomepageSectionDto[]> {
    return this.clients.catalog.get('/homepage-content');
  }

  @Get('site-settings')
  @ApiOperation({
    summary: 'Site settings of a category; ?category=meta gives the five social-share settings',
  })
  @ApiOkResponse({ type: [SiteSettingDto] })
  @Header('Cache-Control', 'no-cache')
  siteSettings(@Query() query: SiteSettingsQueryDto): Promise<SiteSettingDto[]> {
    return this.clients.catalog.get('/site-settings', { query: { category: query.category } });
  }
}
