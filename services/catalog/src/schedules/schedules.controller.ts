import { Controller } from '@nestjs/common';
import {
  CATALOG_ROUTES as R,
  ClearSchedulesResultDto,
  DeletedDto,
  ScheduleDto,
  ScheduleSnapshotDto,
} from '@studio/contracts';
import { RouteInput, Serves } from '@studio/platform';
import { SchedulesService } from './schedules.service';

@Controller()
export class SchedulesController {
  constructor(private readonly schedules: SchedulesService) {}

  @Serves(R.listSchedules)
  list({ query }: RouteInput<typeof R.listSchedules>): Promise<ScheduleDto[]> {
    return this.schedules.list(query);
  }

  @Serves(R.listSchedulesOfClass)
  listForClass({ params }: RouteInput<typeof R.listSchedulesOfClass>): Promise<ScheduleDto[]> {
    return this.schedules.listForClass(params.classId);
  }

  @Serves(R.listAdminSchedules)
  adminList({ query }: RouteInput<typeof R.listAdminSchedules>): Promise<ScheduleDto[]> {
    return this.schedules.listForAdmin(query);
  }

  @Serves(R.createSchedule)
  create({ body }: RouteInput<typeof R.createSchedule>): Promise<ScheduleDto> {
    return this.schedules.create(body);
  }

  @Serves(R.clearAllSchedules)
  clearAll(): Promise<ClearSchedulesResultDto> {
    return this.schedules.clearAll();
  }

  @Serves(R.cancelSchedule)
  cancel({ params }: RouteInput<typeof R.cancelSchedule>): Promise<ScheduleDto> {
    return this.schedules.cancel(params.id);
  }

  @Serves(R.updateSchedule)
  update({ params, body }: RouteInput<typeof R.updateSchedule>): Promise<ScheduleDto> {
    return this.schedules.update(params.id, body);
  }

  @Serves(R.deleteSchedule)
  async remove({ params }: RouteInput<typeof R.deleteSchedule>): Promise<DeletedDto> {
    await this.schedules.remove(params.id);
    return { success: true };
  }

  /** What other services read about the upcoming schedules (booking, under load). */
  @Serves(R.listUpcomingScheduleSnapshots)
  upcomingSnapshots(): Promise<ScheduleSnapshotDto[]> {
    return this.schedules.upcomingSnapshots();
  }

  /** What other services read about a schedule (booking: class, times, capacity, price). */
  @Serves(R.getScheduleSnapshot)
  snapshot({ params }: RouteInput<typeof R.getScheduleSnapshot>): Promise<ScheduleSnapshotDto> {
    return this.schedules.snapshot(params.id);
  }
}
