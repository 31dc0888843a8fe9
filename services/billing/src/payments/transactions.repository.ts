import { Injectable } from '@nestjs/common';
import { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { PaymentStatus, TransactionKind } from '@studio/contracts';
import { Clock } from '@studio/platform';
import { Transaction } from './transaction.entity';

export interface NewTransaction {
  kind: TransactionKind;
  idempotencyKey: string;
  userId: number;
  bookingId?: number | null;
  membershipId?: number | null;
  chargeId?: number | null;
  className?: string | null;
  paymentMethodId?: string | null;
  description: string;
  amountCents: number;
}

export interface Settlement {
  status: PaymentStatus;
  paymentId: string | null;
  clientSecret?: string | null;
  failureMessage: string | null;
}

/** How long one caller may take to get the processor's answer before another may ask again (same key). */
const LEASE_SECONDS = 30;
/**
 * The admin list answers the newest this many (spec §7 has no paging; the Payments tab pages in the browser):
 * months of a busy studio's charges and refunds, about 3 MB of JSON.
 */
const LIST_LIMIT = 10_000;

@Injectable()
export class TransactionsRepository {
  constructor(
    private readonly orm: MikroORM,
    private readonly clock: Clock,
  ) {}

  private em(): EntityManager {
    return this.orm.em.fork();
  }

  /**
   * Records the movement as pending and answers its id when this caller is the one to ask the processor: the
   * first with this key, or the next after a caller that never finished (its lease ran out). Anyone else gets
   * null and waits for the outcome. The processor receives the same key, so even then money moves once.
   */
  async claim(fields: NewTransaction, em: EntityManager = this.em()): Promise<number | null> {
    const now = this.clock.now();
    const rows: Array<{ id: number }> = await em.execute(
      `insert into "transactions" ("kind", "idempotency_key", "user_id", "booking_id", "membership_id", "charge_id",
         "class_name", "payment_method_id", "description", "amount_cents", "status", "lease_until", "created_at",
         "updated_at")
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'pending', now() + interval '${LEASE_SECONDS} seconds', ?, ?)
       on conflict ("idempotency_key") do update set "lease_until" = now() + interval '${LEASE_SECONDS} seconds'
         where "transactions"."status" = 'pending' and "transactions"."payment_id" is null
           and "transactions"."lease_until" < now()
       returning "id"`,
      [
        fields.kind,
        fields.idempotencyKey,
        fields.userId,
        fields.bookingId ?? null,
        fields.membershipId ?? null,
        fields.chargeId ?? null,
        fields.className ?? null,
        fields.paymentMethodId ?? null,
        fields.description,
        fields.amountCents,
        now,
        now,
      ],
    );
    return rows[0]?.id ?? null;
  }

  async settle(id: number, outcome: Settlement, em: EntityManager = this.em()): Promise<Transaction> {
    const [row] = await em.execute(
      `update "transactions" set "status" = ?, "payment_id" = ?, "client_secret" = ?, "failure_message" = ?,
         "updated_at" = ?
       where "id" = ? returning *`,
      [
        outcome.status,
        outcome.paymentId,
        outcome.clientSecret ?? null,
        outcome.failureMessage,
        this.clock.now(),
        id,
      ],
    );
    return em.map(Transaction, row);
  }

  findByKey(idempotencyKey: string): Promise<Transaction | null> {
    return this.em().findOne(Transaction, { idempotencyKey });
  }

  findByPaymentId(paymentId: string): Promise<Transaction | null> {
    return this.em().findOne(Transaction, { paymentId });
  }

  /** The outcome another caller is getting for this key, once it has one (or the pending row at the deadline). */
  async awaitOutcome(idempotencyKey: string, timeoutMs = 20_000): Promise<Transaction | null> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const row = await this.findByKey(idempotencyKey);
      if (!row || row.status !== 'pending' || row.paymentId || Date.now() > deadline) return row;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** Changes the status a webhook reports; answers the row when it changed. */
  async updateStatusByPaymentId(
    paymentId: string,
    status: PaymentStatus,
    failureMessage: string | null,
  ): Promise<Transaction | null> {
    const em = this.em();
    const row = await em.findOne(Transaction, { paymentId });
    if (!row || row.status === status) return null;
    row.status = status;
    row.failureMessage = failureMessage;
    row.updatedAt = this.clock.now();
    if (status !== 'pending') row.clientSecret = null;
    await em.flush();
    return row;
  }

  list(status?: PaymentStatus): Promise<Transaction[]> {
    return this.em().find(Transaction, status ? { status } : {}, {
      orderBy: { createdAt: 'desc', id: 'desc' },
      limit: LIST_LIMIT,
    });
  }

  /** The money already refunded (or being refunded) from a charge, by movements other than `exceptKey`. */
  async refundedCents(chargeId: number, exceptKey: string): Promise<number> {
    const rows: Array<{ total: string | null }> = await this.em().execute(
      `select sum("amount_cents") as total from "transactions"
       where "charge_id" = ? and "status" <> 'failed' and "idempotency_key" <> ?`,
      [chargeId, exceptKey],
    );
    return Number(rows[0]?.total ?? 0);
  }

  async recordWebhookEvent(eventId: string, type: string): Promise<boolean> {
    const rows: unknown[] = await this.em().execute(
      `insert into "stripe_webhook_events" ("event_id", "type") values (?, ?) on conflict do nothing returning "event_id"`,
      [eventId, type],
    );
    return rows.length > 0;
  }
}
