import { Controller } from '@nestjs/common';
import {
  BILLING_ROUTES as R,
  CreditResultDto,
  CreditReturnQuoteDto,
  MembershipDto,
  MembershipQuoteDto,
} from '@studio/contracts';
import { RouteInput, Serves } from '@studio/platform';
import { MembershipsService } from './memberships.service';

@Controller()
export class MembershipsController {
  constructor(private readonly memberships: MembershipsService) {}

  @Serves(R.getActiveMembership)
  active({ caller }: RouteInput<typeof R.getActiveMembership>): Promise<MembershipDto> {
    return this.memberships.active(caller.userId);
  }

  @Serves(R.listMyMemberships)
  list({ caller }: RouteInput<typeof R.listMyMemberships>): Promise<MembershipDto[]> {
    return this.memberships.list(caller.userId);
  }

  @Serves(R.quoteMembership)
  quote({ caller, params }: RouteInput<typeof R.quoteMembership>): Promise<MembershipQuoteDto> {
    return this.memberships.quote(caller.userId, params.id);
  }

  @Serves(R.purchaseMembership)
  purchase({ caller, body }: RouteInput<typeof R.purchaseMembership>): Promise<MembershipDto> {
    return this.memberships.purchase(caller.userId, body);
  }

  @Serves(R.cancelMembership)
  cancel({ caller, params }: RouteInput<typeof R.cancelMembership>): Promise<MembershipDto> {
    return this.memberships.cancel(caller.userId, params.id);
  }

  @Serves(R.useCredit)
  useCredit({ body }: RouteInput<typeof R.useCredit>): Promise<CreditResultDto> {
    return this.memberships.useCredit(
      body.userId,
      body.bookingId,
      body.classStartTime ? new Date(body.classStartTime) : null,
    );
  }

  @Serves(R.returnCredit)
  returnCredit({ body }: RouteInput<typeof R.returnCredit>): Promise<CreditResultDto> {
    return this.memberships.returnCredit(body.userId, body.bookingId);
  }

  @Serves(R.quoteCreditReturn)
  quoteCreditReturn({ body }: RouteInput<typeof R.quoteCreditReturn>): Promise<CreditReturnQuoteDto> {
    return this.memberships.quoteCreditReturn(body.userId, body.bookingId);
  }
}
