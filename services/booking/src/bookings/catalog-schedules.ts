import { HttpException, Injectable } from '@nestjs/common';
import { BookingMessages, CATALOG_ROUTES, ScheduleSnapshotDto } from '@studio/contracts';
import { NotFoundError, ServiceClients } from '@studio/platform';

/** What booking reads of a schedule at the moment of booking: catalog holds the truth about it. */
@Injectable()
export class CatalogSchedules {
  constructor(private readonly clients: ServiceClients) {}

  async snapshot(scheduleId: number): Promise<ScheduleSnapshotDto> {
    try {
      return await this.clients
        .of('catalog')
        .call(CATALOG_ROUTES.getScheduleSnapshot, { params: { id: scheduleId } });
    } catch (error) {
      if (error instanceof HttpException && error.getStatus() === 404) {
        throw new NotFoundError(BookingMessages.scheduleNotFound);
      }
      throw error;
    }
  }
}
