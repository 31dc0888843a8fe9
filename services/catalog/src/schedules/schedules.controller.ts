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
import { AdminCaller, Caller } from '@studio/platform';
import {
  ClearSchedulesResultDto,
  CreateScheduleDto,
  ScheduleDto,
  ScheduleQueryDto,
  ScheduleSnapshotDto,
  UpdateScheduleDto,
} from '@studio/contracts';
import { SchedulesService } from './schedules.service';

@Controller()
export class SchedulesController {
  constructor(private readonly schedules: SchedulesService) {}

  @Get('schedules')
  list(@Query() query: ScheduleQueryDto): Promise<ScheduleDto[]> {
    return this.schedules.list(query);
  }

  @Get('schedules/:classId')
  listForClass(@Param('classId', ParseIntPipe) classId: number): Promise<ScheduleDto[]> {
    return this.schedules.listForClass(classId);
  }

  @Get('admin/schedules')
  adminList(@AdminCaller() _admin: Caller, @Query() query: ScheduleQueryDto): Promise<ScheduleDto[]> {
    return this.schedules.listForAdmin(query);
  }

  @Post('admin/schedules')
  create(@AdminCaller() _admin: Caller, @Body() body: CreateScheduleDto): Promise<ScheduleDto> {
    return this.schedules.create(body);
  }

  @Delete('admin/schedules/clear-all')
  @HttpCode(200)
  clearAll(@AdminCaller() _admin: Caller): Promise<ClearSchedulesResultDto> {
    return this.schedules.clearAll();
  }

  @Put('admin/schedules/:id/cancel')
  cancel(@AdminCaller() _admin: Caller, @Param('id', ParseIntPipe) id: number): Promise<ScheduleDto> {
    return this.schedules.cancel(id);
  }

  @Put('admin/schedules/:id')
  update(
    @AdminCaller() _admin: Caller,
    @Param('id', ParseIntPipe) id: number,
    @Body() body: UpdateScheduleDto,
  ): Promise<ScheduleDto> {
    return this.schedules.update(id, body);
  }

  @Delete('admin/schedules/:id')
  @HttpCode(200)
  async remove(
    @AdminCaller() _admin: Caller,
    @Param('id', ParseIntPipe) id: number,
  ): Promise<{ success: true }> {
    await this.schedules.remove(id);
    return { success: true };
  }
}

/** What other services read about a schedule (booking: class, times, capacity, price). */
@Controller('internal/schedules')
export class InternalSchedulesController {
  constructor(private readonly schedules: SchedulesService) {}

  @Get(':id')
  snapshot(@Param('id', ParseIntPipe) id: number): Promise<ScheduleSnapshotDto> {
    return this.schedules.snapshot(id);
  }
}
