import { Injectable } from '@nestjs/common';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { BillingCustomerCreated } from '@studio/contracts';
import { Clock, ConflictError, Outbox } from '@studio/platform';
import { CardDetails } from '../processor/payment-processor';
import { BillingCustomer, SavedCard } from './card.entity';

export const CARD_MESSAGES = {
  notFound: 'Payment method not found',
  duplicate: 'This card is already saved',
} as const;

/** Which card takes the default's place when it is removed: the newest other one. */
const SUCCESSION = { createdAt: 'desc', id: 'desc' } as const;

export interface CardOwner {
  userId: number;
  customerId: string | null;
}

@Injectable()
export class CardsRepository {
  constructor(
    private readonly orm: MikroORM,
    private readonly outbox: Outbox,
    private readonly clock: Clock,
  ) {}

  private em(): EntityManager {
    return this.orm.em.fork();
  }

  async customerOf(userId: number): Promise<string | null> {
    const row = await this.em().findOne(BillingCustomer, { userId });
    return row?.processorCustomerId ?? null;
  }

  /**
   * Keeps the first customer recorded for the member (a racing second one is left unused at the processor) and
   * announces it, so that identity shows it on the user.
   */
  async saveCustomer(userId: number, processorCustomerId: string): Promise<string> {
    const em = this.em();
    const kept = await em.transactional(async (tx) => {
      const inserted = await tx.execute<{ user_id: number }[]>(
        `insert into "billing_customers" ("user_id", "processor_customer_id") values (?, ?)
         on conflict do nothing returning "user_id"`,
        [userId, processorCustomerId],
      );
      if (inserted.length === 0) return false;
      this.outbox.recordNew(
        tx,
        BillingCustomerCreated,
        { userId, customerId: processorCustomerId },
        this.clock.now(),
      );
      return true;
    });
    if (kept) {
      this.outbox.flushSoon();
      return processorCustomerId;
    }
    return (await em.findOneOrFail(BillingCustomer, { userId })).processorCustomerId;
  }

  /** The default first, then the others in the order they would take its place. */
  list(userId: number): Promise<SavedCard[]> {
    return this.em().find(SavedCard, { userId }, { orderBy: { isDefault: 'desc', ...SUCCESSION } });
  }

  findOwned(userId: number, id: number): Promise<SavedCard | null> {
    return this.em().findOne(SavedCard, { id, userId });
  }

  /** Whose card this is, with that member's processor customer (null if none yet), in one read. */
  async ownerOf(processorPaymentMethodId: string): Promise<CardOwner | null> {
    const [owner] = await this.em().execute<CardOwner[]>(
      `select c.user_id as "userId", bc.processor_customer_id as "customerId"
         from payment_methods c left join billing_customers bc on bc.user_id = c.user_id
        where c.processor_payment_method_id = ? limit 1`,
      [processorPaymentMethodId],
    );
    return owner ?? null;
  }

  findDefault(userId: number): Promise<SavedCard | null> {
    return this.em().findOne(SavedCard, { userId, isDefault: true });
  }

  /**
   * Saves the card; it becomes the default when asked or when the member has none. With `reuseSameCard`, a card
   * of the member's with the same number and expiry is answered instead (`isNew` false) and nothing is saved.
   */
  async add(
    userId: number,
    card: CardDetails,
    options: { makeDefault: boolean; reuseSameCard: boolean },
  ): Promise<{ card: SavedCard; isNew: boolean }> {
    try {
      return await this.em().transactional(async (tx) => {
        await tx.execute('select pg_advisory_xact_lock(?, ?)', [1, userId]);
        const same =
          options.reuseSameCard && card.fingerprint
            ? await tx.findOne(
                SavedCard,
                {
                  userId,
                  fingerprint: card.fingerprint,
                  cardExpMonth: card.expMonth,
                  cardExpYear: card.expYear,
                },
                { orderBy: { isDefault: 'desc', id: 'desc' } },
              )
            : null;
        if (same) return { card: same, isNew: false };
        const hasDefault = (await tx.count(SavedCard, { userId, isDefault: true })) > 0;
        const isDefault = options.makeDefault || !hasDefault;
        if (isDefault) await tx.nativeUpdate(SavedCard, { userId, isDefault: true }, { isDefault: false });
        const saved = tx.create(SavedCard, {
          userId,
          processorPaymentMethodId: card.paymentMethodId,
          cardBrand: card.brand,
          cardLast4: card.last4,
          cardExpMonth: card.expMonth,
          cardExpYear: card.expYear,
          fingerprint: card.fingerprint,
          isDefault,
          createdAt: new Date(),
        });
        await tx.flush();
        return { card: saved, isNew: true };
      });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException)
        throw new ConflictError(CARD_MESSAGES.duplicate);
      throw error;
    }
  }

  /** Makes the member's card, by our id or the processor's, their default (renewals charge it). */
  async setDefault(
    userId: number,
    which: { id: number } | { processorPaymentMethodId: string },
  ): Promise<SavedCard | null> {
    return this.em().transactional(async (tx) => {
      await tx.execute('select pg_advisory_xact_lock(?, ?)', [1, userId]);
      const card = await tx.findOne(SavedCard, { ...which, userId });
      if (!card) return null;
      await tx.nativeUpdate(
        SavedCard,
        { userId, isDefault: true, id: { $ne: card.id } },
        { isDefault: false },
      );
      await tx.flush();
      card.isDefault = true;
      return card;
    });
  }

  /** Removes the card; when it was the default, the newest other card takes its place. */
  async remove(userId: number, id: number): Promise<boolean> {
    return this.em().transactional(async (tx) => {
      await tx.execute('select pg_advisory_xact_lock(?, ?)', [1, userId]);
      const card = await tx.findOne(SavedCard, { id, userId });
      if (!card) return false;
      tx.remove(card);
      await tx.flush();
      if (card.isDefault) {
        const next = await tx.findOne(SavedCard, { userId }, { orderBy: SUCCESSION });
        if (next) next.isDefault = true;
      }
      return true;
    });
  }
}
