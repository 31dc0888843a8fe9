import { Injectable } from '@nestjs/common';
import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import {
  BillingMessages,
  CreditResultDto,
  LIVE_MEMBERSHIP_STATUSES,
  MembershipCancelled,
  MembershipStarted,
  membershipUsableAt,
} from '@studio/contracts';
import { ConflictError, NotFoundError, Outbox } from '@studio/platform';
import { MembershipPlan } from '../plans/plan.entity';
import { CreditEntry, Membership } from './membership.entity';
import { membershipNamed } from './membership-events';
import { creditCycleStart, creditsAfterPlanChange } from './membership-periods';

export const MEMBERSHIP_MESSAGES = {
  notFound: 'Membership not found',
  noActive: 'No active membership',
  purchaseInFlight: 'A membership purchase is already in progress. Please wait for it to finish.',
  alreadyLive: 'You already have a membership. Please try again.',
  samePlan: BillingMessages.samePlan,
  idempotencyKeyReused: 'This idempotency key was already used for a different membership purchase.',
  alreadyCancelled: 'This membership is already cancelled',
  ended: 'This membership has ended',
  replaced: 'This membership was replaced by another plan',
  notStarted: 'This membership has not started yet: its first payment is still being confirmed',
  neverStarted: 'This membership never started: its first payment did not go through',
  noCredits: 'No class credits left on your membership',
  endsBeforeClass: BillingMessages.endsBeforeClass,
  noCreditUsed: 'No credit was used for this booking',
  noCard: 'No saved default card to charge',
} as const;

/** 409: another purchase of the member's is still being paid for (a retry under its key waits for it instead). */
export class PurchaseInFlightError extends ConflictError {
  constructor() {
    super(MEMBERSHIP_MESSAGES.purchaseInFlight);
  }
}

/** Why a membership that is neither active nor cancelled cannot be cancelled. */
function notCancellable(status: Membership['status']): string {
  if (status === 'replaced') return MEMBERSHIP_MESSAGES.replaced;
  if (status === 'pending') return MEMBERSHIP_MESSAGES.notStarted;
  if (status === 'failed') return MEMBERSHIP_MESSAGES.neverStarted;
  return MEMBERSHIP_MESSAGES.ended;
}

const LIVE = [...LIVE_MEMBERSHIP_STATUSES];

export interface NewMembership {
  userId: number;
  plan: MembershipPlan;
  startDate: Date;
  endDate: Date;
  creditResetDate: Date;
  paidCents: number;
  periodValueCents: number;
  replacesId: number | null;
  idempotencyKey: string | null;
  createdAt: Date;
}

@Injectable()
export class MembershipsRepository {
  constructor(
    private readonly orm: MikroORM,
    private readonly outbox: Outbox,
  ) {}

  em(): EntityManager {
    return this.orm.em.fork();
  }

  findLive(userId: number): Promise<Membership | null> {
    return this.em().findOne(Membership, { userId, status: { $in: LIVE } });
  }

  findOwned(userId: number, id: number): Promise<Membership | null> {
    return this.em().findOne(Membership, { id, userId });
  }

  findById(id: number): Promise<Membership | null> {
    return this.em().findOne(Membership, { id });
  }

  /** The member's purchase made under this key (a failed one gives its key up, so a retry can try again). */
  findByIdempotencyKey(userId: number, idempotencyKey: string): Promise<Membership | null> {
    return this.em().findOne(Membership, { userId, idempotencyKey });
  }

  listOf(userId: number): Promise<Membership[]> {
    return this.em().find(Membership, { userId }, { orderBy: { createdAt: 'desc', id: 'desc' } });
  }

  /**
   * The member's purchase in flight, made only while the member's live membership is still the one the purchase
   * priced against (`replacesId`): the member's pending and live rows are locked first, so a purchase that another
   * one just started, or finished while this one was pricing, is a 409 before anything is charged. A second one at
   * the very same moment hits the unique index (409 as well).
   */
  async createPending(fields: NewMembership): Promise<Membership> {
    try {
      return await this.em().transactional(async (tx) => {
        const current = await tx.find(
          Membership,
          { userId: fields.userId, status: { $in: [...LIVE, 'pending'] } },
          { lockMode: LockMode.PESSIMISTIC_WRITE },
        );
        const live = current.find((membership) => membership.status !== 'pending');
        if (
          current.some((membership) => membership.status === 'pending') ||
          (live?.id ?? null) !== fields.replacesId
        )
          throw new PurchaseInFlightError();
        return tx.create(Membership, {
          ...fields,
          priceCents: fields.plan.priceCents,
          interval: fields.plan.interval,
          classCredits: fields.plan.classCredits,
          periodStart: fields.startDate,
          status: 'pending',
          remainingCredits: 0,
          renewalAttempts: 0,
          nextRenewalAt: fields.endDate,
          updatedAt: fields.createdAt,
        });
      });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw new PurchaseInFlightError();
      throw error;
    }
  }

  /**
   * Starts a paid membership: the one it replaces ends in the same transaction. The unique index on live
   * memberships makes sure a member never holds two, whatever races.
   */
  async activate(id: number, now: Date): Promise<Membership | null> {
    try {
      const started = await this.em().transactional(async (tx) => {
        const membership = await tx.findOne(Membership, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
        if (!membership || membership.status !== 'pending') return null;
        const replaced = membership.replacesId
          ? await tx.findOne(
              Membership,
              { id: membership.replacesId, status: { $in: LIVE } },
              { lockMode: LockMode.PESSIMISTIC_WRITE },
            )
          : null;
        membership.remainingCredits = membership.classCredits;
        if (replaced) {
          // Ended before the new one is live (the unique index on live memberships).
          await tx.nativeUpdate(
            Membership,
            { id: replaced.id },
            { status: 'replaced', endedAt: now, updatedAt: now },
          );
          const spentThisCycle = await this.creditsSpentSince(
            tx,
            membership.userId,
            creditCycleStart(replaced.creditResetDate),
          );
          const credits = creditsAfterPlanChange(
            { spentThisCycle, creditResetDate: replaced.creditResetDate },
            membership.classCredits,
            now,
          );
          membership.remainingCredits = credits.remainingCredits;
          membership.creditResetDate = credits.creditResetDate;
        }
        membership.status = 'active';
        membership.clientSecret = null;
        membership.updatedAt = now;
        this.outbox.recordNew(
          tx,
          MembershipStarted,
          {
            ...membershipNamed(membership),
            amountCents: membership.paidCents,
            priceCents: membership.plan.priceCents,
            remainingCredits: membership.remainingCredits,
            endDate: membership.endDate.toISOString(),
            ...(replaced ? { previousPlanName: replaced.plan.name } : {}),
          },
          now,
        );
        return membership;
      });
      if (started) this.outbox.flushSoon();
      return started;
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException)
        throw new ConflictError(MEMBERSHIP_MESSAGES.alreadyLive);
      throw error;
    }
  }

  async markPending(id: number, clientSecret: string | null, now: Date): Promise<void> {
    await this.em().nativeUpdate(Membership, { id, status: 'pending' }, { clientSecret, updatedAt: now });
  }

  async markFailed(id: number, now: Date): Promise<void> {
    await this.em().nativeUpdate(
      Membership,
      { id, status: 'pending' },
      // Nothing was paid for it: its history does not show the amount it would have cost.
      { status: 'failed', paidCents: 0, clientSecret: null, idempotencyKey: null, updatedAt: now },
    );
  }

  /** Cancels the member's active membership and announces it; the row is locked, so two cancels announce once. */
  async cancel(userId: number, id: number, now: Date): Promise<Membership | null> {
    const cancelled = await this.em().transactional(async (tx) => {
      const membership = await tx.findOne(
        Membership,
        { id, userId },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      if (!membership) return null;
      if (membership.status === 'cancelled') throw new ConflictError(MEMBERSHIP_MESSAGES.alreadyCancelled);
      if (membership.status !== 'active') throw new ConflictError(notCancellable(membership.status));
      membership.status = 'cancelled';
      membership.cancelledAt = now;
      membership.updatedAt = now;
      this.outbox.recordNew(
        tx,
        MembershipCancelled,
        { ...membershipNamed(membership), endDate: membership.endDate.toISOString() },
        now,
      );
      return membership;
    });
    if (cancelled) this.outbox.flushSoon();
    return cancelled;
  }

  /**
   * The credits the member took since `since` and did not get back, on any of their memberships: a plan changed
   * down and up again within a cycle still counts every credit spent in it, not only as many as the smaller plan
   * held.
   */
  private async creditsSpentSince(tx: EntityManager, userId: number, since: Date): Promise<number> {
    const [row] = await tx.execute<{ spent: number }[]>(
      `select count(*)::int as spent from credit_entries u
         join user_memberships m on m.id = u.membership_id
        where m.user_id = ? and u.kind = 'use' and u.created_at >= ?
          and not exists (select 1 from credit_entries r where r.booking_id = u.booking_id and r.kind = 'return')`,
      [userId, since],
    );
    return row.spent;
  }

  /**
   * Takes one credit for a booking, once: a repeat answers the membership as it is. One statement counts the
   * credit down (`remaining_credits > 0` rechecked under the row's lock, so two bookings never spend the last
   * credit twice) and records its use; a concurrent repeat for the same booking fails on the entry's unique key,
   * which undoes its count, and is asked once more, as the repeat it is.
   */
  async useCredit(
    userId: number,
    bookingId: number,
    now: Date,
    classStart: Date | null,
  ): Promise<CreditResultDto> {
    const em = this.em();
    // A cancelled membership is usable until its end: for a class that starts before it.
    const usedAt = classStart && classStart > now ? classStart : now;
    const moved = await this.takeCredit(em, userId, bookingId, now, usedAt).catch((error: unknown) => {
      if (error instanceof UniqueConstraintViolationException)
        return this.takeCredit(em, userId, bookingId, now, usedAt);
      throw error;
    });
    if (moved) return moved;
    if (await em.findOne(CreditEntry, { bookingId, kind: 'use' })) {
      throw new NotFoundError(MEMBERSHIP_MESSAGES.notFound);
    }
    const membership = await this.findLive(userId);
    if (!membership || !membershipUsableAt(membership, now)) {
      throw new ConflictError(MEMBERSHIP_MESSAGES.noActive);
    }
    if (!membershipUsableAt(membership, usedAt)) {
      throw new ConflictError(MEMBERSHIP_MESSAGES.endsBeforeClass);
    }
    throw new ConflictError(MEMBERSHIP_MESSAGES.noCredits);
  }

  /** The credit taken now (changed), or the one this member's booking took before; undefined when neither. */
  private async takeCredit(
    em: EntityManager,
    userId: number,
    bookingId: number,
    now: Date,
    usedAt: Date,
  ): Promise<CreditResultDto | undefined> {
    const [moved] = await em.execute<CreditResultDto[]>(
      `with used as (
         select membership_id from credit_entries where booking_id = ? and kind = 'use'),
       taken as (
         update user_memberships set remaining_credits = remaining_credits - 1, updated_at = ?
          where user_id = ? and status in (?) and (status <> 'cancelled' or end_date > ?)
            and remaining_credits > 0 and not exists (select 1 from used)
          returning id, remaining_credits),
       entry as (
         insert into credit_entries (membership_id, booking_id, kind, created_at)
         select id, ?, 'use', ? from taken)
       select id as "membershipId", remaining_credits as "remainingCredits", true as changed from taken
       union all
       select m.id, m.remaining_credits, false from used join user_memberships m on m.id = used.membership_id
        where m.user_id = ?`,
      [bookingId, now, userId, LIVE, usedAt, bookingId, now, userId],
    );
    return moved;
  }

  /**
   * Gives back a booking's credit, once, where it can still be spent (see creditReturnIn). A membership that has
   * ended keeps nothing (changed false).
   */
  async returnCredit(
    userId: number,
    bookingId: number,
    now: Date,
  ): Promise<{ membership: Membership; changed: boolean } | null> {
    return this.em().transactional(async (tx) => {
      const found = await this.creditReturnIn(tx, userId, bookingId, LockMode.PESSIMISTIC_WRITE);
      if (!found) return null;
      const { membership } = found;
      if (found.returned) return { membership, changed: false };
      tx.create(CreditEntry, { membershipId: membership.id, bookingId, kind: 'return', createdAt: now });
      if (!found.returnable) return { membership, changed: false };
      membership.remainingCredits += 1;
      membership.updatedAt = now;
      return { membership, changed: true };
    });
  }

  /** Whether returnCredit would give the credit back now; null when the booking used none of the member's. */
  async creditReturnable(userId: number, bookingId: number): Promise<boolean | null> {
    const found = await this.creditReturnIn(this.em(), userId, bookingId, LockMode.NONE);
    return found && found.returnable;
  }

  /**
   * Where a booking's credit goes back to: the membership it came from while that is live, or, once the member
   * changed plan, the membership that replaced it. It is returnable only into a live membership, exactly the one
   * credit taken whatever the plan's count is now (an admin may have lowered it: the member keeps the credits they
   * signed up for) but never above them, and only into the cycle it was spent in: once a reset refilled the
   * balance, a credit of the last cycle has nothing to come back to (credits do not carry over, spec §9), even when
   * one of the new cycle has been spent since.
   */
  private async creditReturnIn(
    tx: EntityManager,
    userId: number,
    bookingId: number,
    lockMode: LockMode,
  ): Promise<{ membership: Membership; returned: boolean; returnable: boolean } | null> {
    const used = await tx.findOne(CreditEntry, { bookingId, kind: 'use' });
    if (!used) return null;
    const source = await tx.findOneOrFail(Membership, { id: used.membershipId }, { lockMode });
    if (source.userId !== userId) return null;
    if (await tx.findOne(CreditEntry, { bookingId, kind: 'return' }))
      return { membership: source, returned: true, returnable: false };
    const target =
      source.status === 'replaced'
        ? await tx.findOne(Membership, { userId, status: { $in: LIVE } }, { lockMode })
        : source;
    const membership = target ?? source;
    const returnable =
      LIVE.includes(membership.status as (typeof LIVE)[number]) &&
      used.createdAt >= creditCycleStart(membership.creditResetDate) &&
      membership.remainingCredits < membership.classCredits;
    return { membership, returned: false, returnable };
  }

  /** Live memberships whose renewal (or end) is due, and those (paid for now) whose credits are due to reset. */
  async dueIds(now: Date): Promise<{ renewals: number[]; creditResets: number[]; stalePending: number[] }> {
    const em = this.em();
    const renewals = await em.find(
      Membership,
      { status: { $in: LIVE }, nextRenewalAt: { $lte: now } },
      { fields: ['id'] },
    );
    // Only a paid period's credits reset: one past its end waits for its renewal (which resets them) or its end.
    const resets = await em.find(
      Membership,
      { status: { $in: LIVE }, creditResetDate: { $lte: now }, endDate: { $gt: now } },
      { fields: ['id'] },
    );
    const stale = await em.find(
      Membership,
      { status: 'pending', createdAt: { $lte: new Date(now.getTime() - 24 * 3_600_000) } },
      { fields: ['id'] },
    );
    return {
      renewals: renewals.map((m) => m.id),
      creditResets: resets.map((m) => m.id),
      stalePending: stale.map((m) => m.id),
    };
  }
}
