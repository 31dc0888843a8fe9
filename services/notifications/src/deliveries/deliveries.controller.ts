import { Controller } from '@nestjs/common';
import { DELIVERY_LIST_DEFAULT, DeliveryDto, NOTIFICATIONS_ROUTES as R } from '@studio/contracts';
import { RouteInput, Serves } from '@studio/platform';
import { DeliveriesService } from './deliveries.service';

@Controller()
export class DeliveriesController {
  constructor(private readonly deliveries: DeliveriesService) {}

  @Serves(R.listDeliveries)
  list({ query }: RouteInput<typeof R.listDeliveries>): Promise<DeliveryDto[]> {
    return this.deliveries.listRedacted(query.recipient, query.limit ?? DELIVERY_LIST_DEFAULT);
  }
}
