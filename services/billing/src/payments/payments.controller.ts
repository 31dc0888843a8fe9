import { Controller } from '@nestjs/common';
import {
  BILLING_ROUTES as R,
  ChargeResultDto,
  RefundResultDto,
  TransactionDto,
  WebhookResultDto,
} from '@studio/contracts';
import { RouteInput, Serves } from '@studio/platform';
import { MembershipsService } from '../memberships/memberships.service';
import { PaymentsService } from './payments.service';

@Controller()
export class PaymentsController {
  constructor(
    private readonly payments: PaymentsService,
    private readonly memberships: MembershipsService,
  ) {}

  @Serves(R.listTransactions)
  list({ query }: RouteInput<typeof R.listTransactions>): Promise<TransactionDto[]> {
    return this.payments.list(query.status);
  }

  @Serves(R.chargeBooking)
  charge({ body }: RouteInput<typeof R.chargeBooking>): Promise<ChargeResultDto> {
    return this.payments.chargeBooking(body);
  }

  @Serves(R.refundBooking)
  refund({ body }: RouteInput<typeof R.refundBooking>): Promise<RefundResultDto> {
    return this.payments.refundBooking(body);
  }

  @Serves(R.handleStripeWebhook)
  webhook({ body }: RouteInput<typeof R.handleStripeWebhook>): Promise<WebhookResultDto> {
    return this.payments.handleWebhook(body, (row) => this.memberships.onPaymentSettled(row));
  }
}
