import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { DeliveriesService } from './deliveries.service';
import { Delivery } from './delivery.entity';
import { DeliveryDto, DeliveryQueryDto } from './dto/delivery.dto';

function toDeliveryDto(delivery: Delivery): DeliveryDto {
  return {
    id: delivery.id,
    userId: delivery.userId,
    channel: delivery.channel,
    recipient: delivery.recipient,
    subject: delivery.subject,
    body: delivery.body,
    status: delivery.status,
    error: delivery.error,
    eventId: delivery.eventId,
    createdAt: delivery.createdAt.toISOString(),
  };
}

@ApiTags('internal')
@Controller('internal/deliveries')
export class DeliveriesController {
  constructor(private readonly deliveries: DeliveriesService) {}

  @Get()
  @ApiOperation({ summary: 'The delivery log for one recipient, newest first' })
  @ApiOkResponse({ type: [DeliveryDto] })
  async list(@Query() query: DeliveryQueryDto): Promise<DeliveryDto[]> {
    return (await this.deliveries.list(query.recipient, query.limit ?? 50)).map(toDeliveryDto);
  }
}
