import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { MembershipPlanDto } from '@studio/contracts';
import { ServiceClients } from '../clients/service-clients';

@ApiTags('memberships')
@Controller('membership-plans')
export class MembershipPlansController {
  constructor(private readonly clients: ServiceClients) {}

  @Get()
  @ApiOperation({ summary: 'The membership plans members can choose, by priority ascending' })
  @ApiOkResponse({ type: [MembershipPlanDto] })
  list(): Promise<MembershipPlanDto[]> {
    return this.clients.billing.get('/membership-plans');
  }
}
