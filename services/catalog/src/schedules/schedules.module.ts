import { Module } from '@nestjs/common';
import { ClassesModule } from '../classes/classes.module';
import { TrainersModule } from '../trainers/trainers.module';
import { ScheduleEventsHandler } from './schedule-events.handler';
import { SchedulesController } from './schedules.controller';
import { ScheduleRepository } from './schedules.repository';
import { SchedulesService } from './schedules.service';
import { BookingSeatCounts, BookingSeatsApi, HttpBookingSeatsApi, SeatCounts } from './seat-counts';
import { SeatCountRepository } from './seat-counts.repository';

@Module({
  imports: [ClassesModule, TrainersModule],
  controllers: [SchedulesController],
  providers: [
    ScheduleRepository,
    SeatCountRepository,
    { provide: BookingSeatsApi, useClass: HttpBookingSeatsApi },
    { provide: SeatCounts, useClass: BookingSeatCounts },
    SchedulesService,
    ScheduleEventsHandler,
  ],
  exports: [ScheduleRepository],
})
export class SchedulesModule {}
