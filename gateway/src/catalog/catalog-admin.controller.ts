import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  ParseIntPipe,
  Post,
  Put,
  Query,
} from '@nestjs/common';
import {
  ApiCookieAuth,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProperty,
  ApiTags,
} from '@nestjs/swagger';
import type { Caller } from '@studio/platform';
import {
  CategoryDto,
  ClassDto,
  ClearSchedulesResultDto,
  CreateCategoryDto,
  CreateClassDto,
  CreateScheduleDto,
  CreateTrainerDto,
  HomepageSectionDto,
  SaveSiteSettingDto,
  ScheduleDto,
  ScheduleQueryDto,
  SiteSettingDto,
  TrainerDto,
  UpdateCategoryDto,
  UpdateClassDto,
  UpdateScheduleDto,
  UpdateTrainerDto,
  UpsertHomepageSectionDto,
} from '@studio/contracts';
import { AdminSessionCaller } from '../auth/caller';
import { ServiceClients } from '../clients/service-clients';
import { IndexHtmlRenderer } from '../frontend/index-html.renderer';

class DeletedDto {
  @ApiProperty({ example: true })
  success: boolean;
}

@ApiTags('Admin: catalogue')
@ApiCookieAuth()
@Controller()
export class CatalogAdminController {
  constructor(
    private readonly clients: ServiceClients,
    private readonly indexHtml: IndexHtmlRenderer,
  ) {}

  @Post('admin/classes')
  @ApiOperation({ summary: 'Create a class' })
  @ApiCreatedResponse({ type: ClassDto })
  createClass(@AdminSessionCaller() caller: Caller, @Body() body: CreateClassDto): Promise<ClassDto> {
    return this.clients.catalog.post('/admin/classes', { caller, body });
  }

  @Put('admin/classes/:id')
  @ApiOperation({ summary: 'Update a class (fields left out keep their value)' })
  @ApiOkResponse({ type: ClassDto })
  updateClass(
    @AdminSessionCaller() caller: Caller,
    @Param('id', ParseIntPipe) id: number,
    @Body() body: UpdateClassDto,
  ): Promise<ClassDto> {
    return this.clients.catalog.put(`/admin/classes/${id}`, { caller, body });
  }

  @Delete('admin/classes/:id')
  @ApiOperation({ summary: 'Delete a class that has no schedules' })
  @ApiOkResponse({ type: DeletedDto })
  deleteClass(
    @AdminSessionCaller() caller: Caller,
    @Param('id', ParseIntPipe) id: number,
  ): Promise<DeletedDto> {
    return this.clients.catalog.delete(`/admin/classes/${id}`, { caller });
  }

  @Get('admin/trainers')
  @ApiOperation({ summary: 'All trainers' })
  @ApiOkResponse({ type: [TrainerDto] })
  trainers(@AdminSessionCaller() caller: Caller): Promise<TrainerDto[]> {
    return this.clients.catalog.get('/admin/trainers', { caller });
  }

  @Post('admin/trainers')
  @ApiOperation({ summary: 'Create a trainer' })
  @ApiCreatedResponse({ type: TrainerDto })
  createTrainer(@AdminSessionCaller() caller: Caller, @Body() body: CreateTrainerDto): Promise<TrainerDto> {
    return this.clients.catalog.post('/admin/trainers', { caller, body });
  }

  @Put('admin/trainers/:id')
  @ApiOperation({ summary: 'Update a trainer' })
  @ApiOkResponse({ type: TrainerDto })
  updateTrainer(
    @AdminSessionCaller() caller: Caller,
    @Param('id', ParseIntPipe) id: number,
    @Body() body: UpdateTrainerDto,
  ): Promise<TrainerDto> {
    return this.clients.catalog.put(`/admin/trainers/${id}`, { caller, body });
  }

  @Delete('admin/trainers/:id')
  @ApiOperation({ summary: 'Delete a trainer who has no classes' })
  @ApiOkResponse({ type: DeletedDto })
  deleteTrainer(
    @AdminSessionCaller() caller: Caller,
    @Param('id', ParseIntPipe) id: number,
  ): Promise<DeletedDto> {
    return this.clients.catalog.delete(`/admin/trainers/${id}`, { caller });
  }

  @Get('admin/categories')
  @ApiOperation({ summary: 'All categories' })
  @ApiOkResponse({ type: [CategoryDto] })
  categories(@AdminSessionCaller() caller: Caller): Promise<CategoryDto[]> {
    return this.clients.catalog.get('/admin/categories', { caller });
  }

  @Post('admin/categories')
  @ApiOperation({ summary: 'Create a category' })
  @ApiCreatedResponse({ type: CategoryDto })
  createCategory(
    @AdminSessionCaller() caller: Caller,
    @Body() body: CreateCategoryDto,
  ): Promise<CategoryDto> {
    return this.clients.catalog.post('/admin/categories', { caller, body });
  }

  @Put('admin/categories/:id')
  @ApiOperation({ summary: 'Update a category' })
  @ApiOkResponse({ type: CategoryDto })
  updateCategory(
    @AdminSessionCaller() caller: Caller,
    @Param('id', ParseIntPipe) id: number,
    @Body() body: UpdateCategoryDto,
  ): Promise<CategoryDto> {
    return this.clients.catalog.put(`/admin/categories/${id}`, { caller, body });
  }

  @Delete('admin/categories/:id')
  @ApiOperation({ summary: 'Delete a category no class uses' })
  @ApiOkResponse({ type: DeletedDto })
  deleteCategory(
    @AdminSessionCaller() caller: Caller,
    @Param('id', ParseIntPipe) id: number,
  ): Promise<DeletedDto> {
    return this.clients.catalog.delete(`/admin/categories/${id}`, { caller });
  }

  @Get('admin/schedules')
  @ApiOperation({ summary: 'Schedules of one studio day (or upcoming), cancelled ones included' })
  @ApiOkResponse({ type: [ScheduleDto] })
  schedules(@AdminSessionCaller() caller: Caller, @Query() query: ScheduleQueryDto): Promise<ScheduleDto[]> {
    return this.clients.catalog.get('/admin/schedules', { caller, query: { date: query.date } });
  }

  @Post('admin/schedules')
  @ApiOperation({ summary: 'Create a schedule (ISO 8601 times with a zone; one call per date)' })
  @ApiCreatedResponse({ type: ScheduleDto })
  createSchedule(
    @AdminSessionCaller() caller: Caller,
    @Body() body: CreateScheduleDto,
  ): Promise<ScheduleDto> {
    return this.clients.catalog.post('/admin/schedules', { caller, body });
  }

  @Delete('admin/schedules/clear-all')
  @HttpCode(200)
  @ApiOperation({ summary: 'Delete every schedule; bookings on them are cancelled and refunded' })
  @ApiOkResponse({ type: ClearSchedulesResultDto })
  clearAll(@AdminSessionCaller() caller: Caller): Promise<ClearSchedulesResultDto> {
    return this.clients.catalog.delete('/admin/schedules/clear-all', { caller });
  }

  @Put('admin/schedules/:id/cancel')
  @ApiOperation({ summary: 'Cancel a schedule; its bookings are cancelled and refunded' })
  @ApiOkResponse({ type: ScheduleDto })
  cancelSchedule(
    @AdminSessionCaller() caller: Caller,
    @Param('id', ParseIntPipe) id: number,
  ): Promise<ScheduleDto> {
    return this.clients.catalog.put(`/admin/schedules/${id}/cancel`, { caller });
  }

  @Put('admin/schedules/:id')
  @ApiOperation({ summary: 'Change the class or times of an active schedule' })
  @ApiOkResponse({ type: ScheduleDto })
  updateSchedule(
    @AdminSessionCaller() caller: Caller,
    @Param('id', ParseIntPipe) id: number,
    @Body() body: UpdateScheduleDto,
  ): Promise<ScheduleDto> {
    return this.clients.catalog.put(`/admin/schedules/${id}`, { caller, body });
  }

  @Delete('admin/schedules/:id')
  @ApiOperation({ summary: 'Delete one schedule; its bookings are cancelled and refunded' })
  @ApiOkResponse({ type: DeletedDto })
  deleteSchedule(
    @AdminSessionCaller() caller: Caller,
    @Param('id', ParseIntPipe) id: number,
  ): Promise<DeletedDto> {
    return this.clients.catalog.delete(`/admin/schedules/${id}`, { caller });
  }

  @Post('admin/homepage-content')
  @HttpCode(200)
  @ApiOperation({ summary: 'Create or replace a homepage section by its sectionId' })
  @ApiOkResponse({ type: HomepageSectionDto })
  saveSection(
    @AdminSessionCaller() caller: Caller,
    @Body() body: UpsertHomepageSectionDto,
  ): Promise<HomepageSectionDto> {
    return this.clients.catalog.post('/admin/homepage-content', { caller, body });
  }

  @Post('site-settings')
  @HttpCode(200)
  @ApiOperation({ summary: 'Save one site setting (admins only)' })
  @ApiOkResponse({ type: SiteSettingDto })
  async saveSetting(
    @AdminSessionCaller() caller: Caller,
    @Body() body: SaveSiteSettingDto,
  ): Promise<SiteSettingDto> {
    const saved = await this.clients.catalog.post<SiteSettingDto>('/site-settings', { caller, body });
    this.indexHtml.invalidate();
    return saved;
  }
}
