import { Injectable } from '@nestjs/common';
import {
  AddPaymentMethodDto,
  BillingMessages,
  CARD_REFUSAL_LIMITS,
  PaymentMethodDto,
} from '@studio/contracts';
import { AttemptStore, ConflictError, DomainError, NotFoundError } from '@studio/platform';
import { CardRejectedError, PaymentProcessor } from '../processor/payment-processor';
import { SavedCard } from './card.entity';
import { CARD_MESSAGES, CardsRepository } from './cards.repository';

export function toPaymentMethodOutput(card: SavedCard): PaymentMethodDto {
  return Object.assign(new PaymentMethodDto(), {
    id: card.id,
    userId: card.userId,
    stripePaymentMethodId: card.processorPaymentMethodId,
    cardBrand: card.cardBrand,
    cardLast4: card.cardLast4,
    cardExpMonth: card.cardExpMonth,
    cardExpYear: card.cardExpYear,
    isDefault: card.isDefault,
    createdAt: card.createdAt.toISOString(),
  });
}

/** A card to pay with: a saved card of the member's (with their customer) or a one-off card from the browser. */
export interface PayingCard {
  paymentMethodId: string;
  customerId?: string;
  /** The saved card's id when this payment saved it (a new card for a membership): forgotten if it fails. */
  savedNowId?: number;
}

const refusalsKey = (userId: number) => `card-refusals:${userId}`;

@Injectable()
export class CardsService {
  constructor(
    private readonly cards: CardsRepository,
    private readonly processor: PaymentProcessor,
    private readonly attempts: AttemptStore,
  ) {}

  /**
   * A card attempt of the member's own (saving a card, paying for a class or a plan; renewals are not theirs):
   * refused with 429 once CARD_REFUSAL_LIMITS.perMember of their cards were declined within the hour, and counted
   * when the card is declined, whether the processor refuses it outright or answers with a failed payment.
   */
  async attempt<T>(userId: number, run: () => Promise<T>): Promise<T> {
    await this.mayAttempt(userId);
    const refused = () => this.attempts.add([refusalsKey(userId)], CARD_REFUSAL_LIMITS.windowMs);
    let outcome: T;
    try {
      outcome = await run();
    } catch (error) {
      if (error instanceof CardRejectedError) await refused();
      throw error;
    }
    if ((outcome as { status?: unknown }).status === 'failed') await refused();
    return outcome;
  }

  /**
   * Refuses with 429 a member whose cards were declined too often within the hour. Asked before a payment is
   * recorded too, so that an attempt refused here leaves no transaction behind.
   */
  async mayAttempt(userId: number): Promise<void> {
    const [refusals] = await this.attempts.read([refusalsKey(userId)]);
    if (refusals.count >= CARD_REFUSAL_LIMITS.perMember) {
      throw new DomainError(
        'too-many',
        BillingMessages.tooManyRefusedCards,
        Math.ceil(refusals.remainingMs / 1000),
      );
    }
  }

  async customerFor(userId: number): Promise<string> {
    const known = await this.cards.customerOf(userId);
    if (known) return known;
    return this.cards.saveCustomer(userId, await this.processor.createCustomer(userId));
  }

  async list(userId: number): Promise<PaymentMethodDto[]> {
    return (await this.cards.list(userId)).map(toPaymentMethodOutput);
  }

  /** Saves a new card; one saved already is 409 (the member's) or 404 (another member's, as if it did not exist). */
  async add(userId: number, input: AddPaymentMethodDto): Promise<PaymentMethodDto> {
    const saved = await this.cards.ownerOf(input.paymentMethodId);
    if (saved?.userId === userId) throw new ConflictError(CARD_MESSAGES.duplicate);
    if (saved) throw new NotFoundError(CARD_MESSAGES.notFound);
    const { card } = await this.save(userId, input.paymentMethodId, {
      makeDefault: input.setDefault ?? true,
      reuseSameCard: false,
    });
    return toPaymentMethodOutput(card);
  }

  private async save(
    userId: number,
    paymentMethodId: string,
    options: { makeDefault: boolean; reuseSameCard: boolean },
  ): Promise<{ card: SavedCard; customerId: string; isNew: boolean }> {
    const customerId = await this.customerFor(userId);
    const details = await this.attempt(userId, () => this.processor.attachCard(customerId, paymentMethodId));
    const { card, isNew } = await this.cards.add(userId, details, options);
    // The card was saved already: the processor keeps one payment method for it.
    if (!isNew) await this.processor.detachCard(details.paymentMethodId);
    return { card, customerId, isNew };
  }

  async setDefault(userId: number, id: number): Promise<PaymentMethodDto> {
    const card = await this.cards.setDefault(userId, { id });
    if (!card) throw new NotFoundError(CARD_MESSAGES.notFound);
    return toPaymentMethodOutput(card);
  }

  /** Makes the member's saved card with this processor id their default (renewals charge it). */
  async makeDefault(userId: number, processorPaymentMethodId: string): Promise<void> {
    await this.cards.setDefault(userId, { processorPaymentMethodId });
  }

  async remove(userId: number, id: number): Promise<void> {
    const card = await this.cards.findOwned(userId, id);
    if (!card) throw new NotFoundError(CARD_MESSAGES.notFound);
    await this.processor.detachCard(card.processorPaymentMethodId);
    await this.cards.remove(userId, id);
  }

  /**
   * The card a payment uses. A saved card must be the member's own (another member's is 404, as if it did
   * not exist); a new one is charged once, or saved first when the payment recurs (memberships). A card typed in
   * again that the member has saved already (same number and expiry) pays as that saved card: a member who
   * changes plans keeps one copy of their card.
   */
  async payingCard(userId: number, paymentMethodId: string, saveNew: boolean): Promise<PayingCard> {
    const saved = await this.cards.ownerOf(paymentMethodId);
    if (saved && saved.userId !== userId) throw new NotFoundError(CARD_MESSAGES.notFound);
    if (saved) return { paymentMethodId, customerId: saved.customerId ?? (await this.customerFor(userId)) };
    if (!saveNew) return { paymentMethodId };
    const { card, customerId, isNew } = await this.save(userId, paymentMethodId, {
      makeDefault: false,
      reuseSameCard: true,
    });
    return {
      paymentMethodId: card.processorPaymentMethodId,
      customerId,
      ...(isNew ? { savedNowId: card.id } : {}),
    };
  }

  /**
   * A payment that saved a new card failed or was refused: the card goes again, so a declined card is neither
   * among the member's cards nor the default their renewals charge.
   */
  async forgetSavedNow(userId: number, card: PayingCard): Promise<void> {
    if (card.savedNowId !== undefined) await this.remove(userId, card.savedNowId);
  }

  /** The card renewals charge: the member's default card, if any. */
  async defaultCard(userId: number): Promise<PayingCard | null> {
    const card = await this.cards.findDefault(userId);
    return card
      ? { paymentMethodId: card.processorPaymentMethodId, customerId: await this.customerFor(userId) }
      : null;
  }
}
