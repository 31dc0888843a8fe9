import { Controller } from '@nestjs/common';
import { BILLING_ROUTES as R, DeletedDto, PaymentMethodDto, StripeConfigDto } from '@studio/contracts';
import { RouteInput, Serves } from '@studio/platform';
import { PaymentProcessor } from '../processor/payment-processor';
import { CardsService } from './cards.service';

@Controller()
export class CardsController {
  constructor(
    private readonly cards: CardsService,
    private readonly processor: PaymentProcessor,
  ) {}

  @Serves(R.getStripeConfig)
  config(): StripeConfigDto {
    return { publicKey: this.processor.publicKey, mode: this.processor.mode };
  }

  @Serves(R.listPaymentMethods)
  list({ caller }: RouteInput<typeof R.listPaymentMethods>): Promise<PaymentMethodDto[]> {
    return this.cards.list(caller.userId);
  }

  @Serves(R.addPaymentMethod)
  add({ caller, body }: RouteInput<typeof R.addPaymentMethod>): Promise<PaymentMethodDto> {
    return this.cards.add(caller.userId, body);
  }

  @Serves(R.removePaymentMethod)
  async remove({ caller, params }: RouteInput<typeof R.removePaymentMethod>): Promise<DeletedDto> {
    await this.cards.remove(caller.userId, params.id);
    return { success: true };
  }

  @Serves(R.setDefaultPaymentMethod)
  setDefault({ caller, params }: RouteInput<typeof R.setDefaultPaymentMethod>): Promise<PaymentMethodDto> {
    return this.cards.setDefault(caller.userId, params.id);
  }
}
