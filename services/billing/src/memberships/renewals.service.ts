import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import {
  MembershipExpired,
  membershipChargeCents,
  MembershipLapsed,
  MembershipRenewalFailed,
  MembershipRenewed,
  RENEWAL_RETRY_HOURS,
} from '@studio/contracts';
import { Clock, JobQueue, Outbox } from '@studio/platform';
import { BillingConfig } from '../billing.config';
import { CardsService } from '../cards/cards.service';
import { PaymentsService } from '../payments/payments.service';
import { Transaction } from '../payments/transaction.entity';
import { Membership } from './membership.entity';
import { membershipNamed } from './membership-events';
import { newCreditCycle, periodEnd } from './membership-periods';
import { MEMBERSHIP_MESSAGES, MembershipsRepository } from './memberships.repository';

export const RENEWAL_SWEEP_JOB = 'billing.renewal-sweep';
const HOUR_MS = 3_600_000;

export interface SweepResult {
  renewed: number;
  failed: number;
  ended: number;
  creditResets: number;
}

/**
 * What a renewal charges: the plan's price, less what the ending period was worth beyond it (the credit a change
 * from a dearer plan carried in, which pays for the following periods until it is used up, not lost with the
 * first).
 */
export function renewalChargeCents(m: { priceCents: number; periodValueCents: number }): number {
  return membershipChargeCents(m.priceCents - Math.max(0, m.periodValueCents - m.priceCents));
}

/** What a refused renewal's events say: the membership, and why (no card, or the processor's reason). */
function refusal(m: Membership, charge: Transaction | null) {
  return { ...membershipNamed(m), reason: charge?.failureMessage ?? MEMBERSHIP_MESSAGES.noCard };
}

function resetCreditsOf(m: Membership, now: Date): void {
  Object.assign(m, newCreditCycle(m.classCredits, m.creditResetDate, now));
}

/**
 * Period ends and credit resets, as a repeating job (BullMQ in distributed mode, once across replicas; a timer
 * when embedded). Each membership is handled under its row lock and each renewal attempt has its own key, here
 * and at the processor, so a renewal is never charged twice, also when two workers run.
 */
/**
 * When the last retry of a renewal that first failed at `firstFailure` is due: the retries' times from the period
 * end, each at least an hour after the one before (so also after a first failure that came late).
 */
function lastRetryOf(endDate: Date, firstFailure: Date): Date {
  return new Date(
    RENEWAL_RETRY_HOURS.reduce(
      (previous, hours) => Math.max(endDate.getTime() + hours * HOUR_MS, previous + HOUR_MS),
      firstFailure.getTime(),
    ),
  );
}

@Injectable()
export class RenewalsService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Renewals');

  constructor(
    private readonly memberships: MembershipsRepository,
    private readonly payments: PaymentsService,
    private readonly cards: CardsService,
    private readonly outbox: Outbox,
    private readonly jobs: JobQueue,
    private readonly clock: Clock,
    private readonly config: BillingConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.jobs.process(RENEWAL_SWEEP_JOB, async () => {
      const result = await this.sweep();
      if (result.renewed + result.failed + result.ended > 0)
        this.logger.log(`renewals: ${JSON.stringify(result)}`);
    });
    await this.jobs.repeat(RENEWAL_SWEEP_JOB, this.config.RENEWAL_SWEEP_MS);
  }

  async sweep(): Promise<SweepResult> {
    const now = this.clock.now();
    const due = await this.memberships.dueIds(now);
    const result: SweepResult = { renewed: 0, failed: 0, ended: 0, creditResets: 0 };
    for (const id of due.stalePending) await this.memberships.markFailed(id, now);
    // Credits first, so that a renewal in the same sweep tells the member the credits they now hold.
    for (const id of due.creditResets)
      if (await this.oneOf(id, 'credit reset', () => this.resetCredits(id))) result.creditResets += 1;
    for (const id of due.renewals) {
      const outcome = await this.oneOf(id, 'renewal', () => this.renew(id));
      if (outcome) result[outcome] += 1;
    }
    return result;
  }

  /** One membership's turn: a fault in it is logged and retried on the next sweep, and the others still go. */
  private async oneOf<T>(id: number, what: string, work: () => Promise<T>): Promise<T | null> {
    try {
      return await work();
    } catch (error) {
      this.logger.error(`${what} of membership ${id} failed: ${(error as Error).message}`);
      return null;
    }
  }

  /**
   * Ends, renews or retries one membership whose period is over; nothing when another worker did it first. The
   * member's default card is looked up before the row lock: embedded PostgreSQL runs one transaction at a time, so
   * a read on another connection inside the transaction would wait for it forever.
   */
  async renew(id: number): Promise<'renewed' | 'failed' | 'ended' | null> {
    const due = await this.memberships.findById(id);
    if (!due) return null;
    const card =
      due.status === 'active' && renewalChargeCents(due) > 0
        ? await this.cards.defaultCard(due.userId)
        : null;
    let announced = false;
    const outcome = await this.memberships.em().transactional(async (tx) => {
      const now = this.clock.now();
      const m = await tx.findOne(Membership, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!m || (m.status !== 'active' && m.status !== 'cancelled') || m.nextRenewalAt > now) return null;
      m.updatedAt = now;
      if (m.status === 'cancelled') {
        m.status = 'expired';
        m.endedAt = m.endDate;
        m.remainingCredits = 0;
        this.outbox.recordNew(
          tx,
          MembershipExpired,
          { ...membershipNamed(m), endedAt: m.endDate.toISOString() },
          now,
        );
        announced = true;
        return 'ended' as const;
      }
      const chargeCents = renewalChargeCents(m);
      const free = chargeCents === 0;
      const charge =
        card && !free
          ? await this.payments.chargeMembership(
              {
                userId: m.userId,
                membershipId: m.id,
                idempotencyKey: `membership:${m.id}:renewal:${m.endDate.toISOString()}:${m.renewalAttempts}`,
                amountCents: chargeCents,
                description: `Membership ${m.plan.name}, renewal`,
                card,
                offSession: true,
              },
              tx,
            )
          : null;
      // A charge still processing at the processor counts as made; its webhook corrects the record if it fails.
      // A free plan, or a period the credit carried from a dearer plan pays for, renews without one. Credits keep
      // their own 30-day reset (spec §9), but only while a period is paid for: one that fell due while the
      // renewal was being retried happens now.
      if (free || (charge && charge.status !== 'failed')) {
        const carriedCents = m.periodValueCents - m.priceCents;
        m.periodStart = m.endDate;
        m.endDate = periodEnd(m.startDate, m.periodStart, m.interval);
        m.nextRenewalAt = m.endDate;
        m.paidCents = chargeCents;
        m.periodValueCents = Math.max(m.priceCents, carriedCents);
        m.renewalAttempts = 0;
        m.renewalRetryUntil = null;
        if (m.creditResetDate <= now) resetCreditsOf(m, now);
        this.outbox.recordNew(
          tx,
          MembershipRenewed,
          {
            ...membershipNamed(m),
            remainingCredits: m.remainingCredits,
            amountCents: chargeCents,
            endDate: m.endDate.toISOString(),
          },
          now,
        );
        announced = true;
        return 'renewed' as const;
      }
      m.renewalAttempts += 1;
      if (m.renewalAttempts === 1) m.renewalRetryUntil = lastRetryOf(m.endDate, now);
      const retryUntil = m.renewalRetryUntil ?? lastRetryOf(m.endDate, m.endDate);
      if (now < retryUntil) {
        // Timed from the period end, but never sooner than an hour after this attempt (after billing was down past
        // several of them, the retries would otherwise all run within minutes of its return), nor after the last.
        const hours = RENEWAL_RETRY_HOURS[Math.min(m.renewalAttempts, RENEWAL_RETRY_HOURS.length) - 1];
        m.nextRenewalAt = new Date(
          Math.min(
            retryUntil.getTime(),
            Math.max(m.endDate.getTime() + hours * HOUR_MS, now.getTime() + HOUR_MS),
          ),
        );
        // Told once, at the first failure, while a card that pays can still save it.
        if (m.renewalAttempts === 1) {
          this.outbox.recordNew(
            tx,
            MembershipRenewalFailed,
            { ...refusal(m, charge), retryUntil: retryUntil.toISOString() },
            now,
          );
          announced = true;
        }
        return 'failed' as const;
      }
      m.status = 'lapsed';
      m.endedAt = now;
      m.remainingCredits = 0;
      this.outbox.recordNew(
        tx,
        MembershipLapsed,
        {
          ...refusal(m, charge),
          lapsedAt: now.toISOString(),
        },
        now,
      );
      announced = true;
      return 'failed' as const;
    });
    if (announced) this.outbox.flushSoon();
    return outcome;
  }

  /**
   * Resets a live membership's credits to its plan's count when 30 days have passed (spec §9), while its period is
   * paid for (one past its end, its renewal being retried, waits for the renewal).
   */
  async resetCredits(id: number): Promise<boolean> {
    return this.memberships.em().transactional(async (tx) => {
      const now = this.clock.now();
      const m = await tx.findOne(Membership, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!m || (m.status !== 'active' && m.status !== 'cancelled') || m.creditResetDate > now) return false;
      if (m.endDate <= now) return false;
      resetCreditsOf(m, now);
      m.updatedAt = now;
      return true;
    });
  }
}
