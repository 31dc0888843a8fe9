import { Injectable } from '@nestjs/common';
import {
  BillingMessages,
  centsToDollars,
  CreditResultDto,
  CreditReturnQuoteDto,
  dollarsToCents,
  MembershipDto,
  MembershipQuoteDto,
  membershipChargeCents,
  membershipUsableAt,
  PurchaseMembershipDto,
  unusedPeriodCreditCents,
} from '@studio/contracts';
import { Clock, ConflictError, InvalidError, NotFoundError, settledFirst } from '@studio/platform';
import { CardsService } from '../cards/cards.service';
import { PaymentsService } from '../payments/payments.service';
import { Transaction } from '../payments/transaction.entity';
import { PlanService } from '../plans/plan.service';
import { Membership } from './membership.entity';
import { nextCreditReset, periodEnd } from './membership-periods';
import { MEMBERSHIP_MESSAGES, MembershipsRepository, PurchaseInFlightError } from './memberships.repository';

export function toMembershipOutput(m: Membership): MembershipDto {
  return Object.assign(new MembershipDto(), {
    id: m.id,
    userId: m.userId,
    planId: m.plan.id,
    plan: {
      id: m.plan.id,
      name: m.plan.name,
      description: m.plan.description,
      // The member's own terms: a later change of the plan applies to new members.
      price: centsToDollars(m.priceCents),
      interval: m.interval,
      features: m.plan.features,
      classCredits: m.classCredits,
    },
    status: m.status,
    startDate: m.startDate.toISOString(),
    endDate: m.endDate.toISOString(),
    remainingCredits: m.remainingCredits,
    creditResetDate: m.creditResetDate.toISOString(),
    paidCents: m.paidCents,
    clientSecret: m.status === 'pending' ? m.clientSecret : null,
    createdAt: m.createdAt.toISOString(),
  });
}

const creditResult = (m: Membership, changed: boolean): CreditResultDto => ({
  membershipId: m.id,
  remainingCredits: m.remainingCredits,
  changed,
});

@Injectable()
export class MembershipsService {
  constructor(
    private readonly memberships: MembershipsRepository,
    private readonly plans: PlanService,
    private readonly cards: CardsService,
    private readonly payments: PaymentsService,
    private readonly clock: Clock,
  ) {}

  async active(userId: number): Promise<MembershipDto> {
    const live = await this.memberships.findLive(userId);
    if (!live || !membershipUsableAt(live, this.clock.now()))
      throw new NotFoundError(MEMBERSHIP_MESSAGES.noActive);
    return toMembershipOutput(live);
  }

  async list(userId: number): Promise<MembershipDto[]> {
    return (await this.memberships.listOf(userId)).map(toMembershipOutput);
  }

  /**
   * Buys a plan: the first period is charged to the card (saved for the renewals when new) and the membership
   * starts with the plan's credits. Over a live membership this is a change of plan: the unused part of its
   * period, valued at what the period is worth (`periodValueCents`), comes off the first charge, the credit cycle
   * goes on (`creditsAfterPlanChange`), and the old one ends when the new one starts.
   */
  async purchase(userId: number, input: PurchaseMembershipDto): Promise<MembershipDto> {
    const idempotencyKey = input.idempotencyKey ?? null;
    if (!idempotencyKey) return this.buy(userId, input, null);
    const first = await this.replay(userId, idempotencyKey, input.planId);
    if (first) return first;
    try {
      return await this.buy(userId, input, idempotencyKey);
    } catch (error) {
      // The same request sent again while the first was starting its purchase (a double click, a retry).
      const concurrent =
        error instanceof PurchaseInFlightError
          ? await this.replay(userId, idempotencyKey, input.planId)
          : null;
      if (concurrent) return concurrent;
      throw error;
    }
  }

  /**
   * A retried purchase (same idempotency key): the first membership, once its first charge is settled. Null when
   * none has the key (a first request, or one whose charge failed, which gave the key up). The key names one
   * purchase: another plan under it is refused.
   */
  private async replay(userId: number, key: string, planId: number): Promise<MembershipDto | null> {
    const first = await settledFirst(
      () => this.memberships.findByIdempotencyKey(userId, key),
      (membership) => membership.status === 'pending',
    );
    if (!first) return null;
    if (first.plan.id !== planId) throw new ConflictError(MEMBERSHIP_MESSAGES.idempotencyKeyReused);
    if (first.status === 'pending') throw new PurchaseInFlightError();
    return toMembershipOutput(first);
  }

  /** What buying the plan would charge now: the quote the checkout shows, reckoned as the purchase reckons it. */
  async quote(userId: number, planId: number): Promise<MembershipQuoteDto> {
    const plan = await this.plans.findPurchasable(planId);
    const { live, alreadyHeld, credit, amountCents } = await this.termsOf(userId, plan, this.clock.now());
    return {
      planId: plan.id,
      price: centsToDollars(plan.priceCents),
      unusedCredit: centsToDollars(credit),
      dueToday: centsToDollars(amountCents),
      replacesPlan: live?.plan.name ?? null,
      alreadyHeld,
    };
  }

  /**
   * The member's live membership, whether it is already on the plan (and usable: a purchase is then refused), the
   * unused part of its period and what the first charge comes to once that is taken off.
   */
  private async termsOf(
    userId: number,
    plan: { id: number; priceCents: number },
    now: Date,
  ): Promise<{ live: Membership | null; alreadyHeld: boolean; credit: number; amountCents: number }> {
    const live = await this.memberships.findLive(userId);
    const alreadyHeld = live?.plan.id === plan.id && membershipUsableAt(live, now);
    const credit = live
      ? unusedPeriodCreditCents({
          priceCents: live.priceCents,
          periodValueCents: live.periodValueCents,
          periodStart: live.periodStart,
          periodEnd: live.endDate,
          now,
        })
      : 0;
    return { live, alreadyHeld, credit, amountCents: membershipChargeCents(plan.priceCents - credit) };
  }

  private async buy(
    userId: number,
    input: PurchaseMembershipDto,
    idempotencyKey: string | null,
  ): Promise<MembershipDto> {
    const plan = await this.plans.findPurchasable(input.planId);
    // The member agreed to the price they were shown: an admin's change since is not charged unseen.
    if (input.expectedPrice !== undefined && dollarsToCents(input.expectedPrice) !== plan.priceCents) {
      throw new ConflictError(BillingMessages.planPriceChanged);
    }
    const now = this.clock.now();
    const { live, alreadyHeld, credit, amountCents } = await this.termsOf(userId, plan, now);
    if (alreadyHeld) throw new ConflictError(MEMBERSHIP_MESSAGES.samePlan);
    const card = await this.cards.payingCard(userId, input.paymentMethodId, true);
    // Worth its price, or the credit when that was more (paid for, and not paid out).
    const periodValueCents = amountCents + credit;
    const pending = await this.memberships.createPending({
      userId,
      plan,
      startDate: now,
      endDate: periodEnd(now, now, plan.interval),
      creditResetDate: nextCreditReset(now, now),
      paidCents: amountCents,
      periodValueCents,
      replacesId: live?.id ?? null,
      idempotencyKey,
      createdAt: now,
    });
    const charged = async () =>
      this.afterFirstCharge(
        pending.id,
        await this.payments.chargeMembership({
          userId,
          membershipId: pending.id,
          idempotencyKey: `membership:${pending.id}:first`,
          amountCents,
          description: live
            ? `Membership ${plan.name}, change from ${live.plan.name} (unused part of its period credited)`
            : `Membership ${plan.name}, first ${plan.interval} period`,
          card,
          offSession: false,
        }),
      );
    const started =
      amountCents === 0
        ? await this.finish(pending.id)
        : await charged().catch(async (error: unknown) => {
            // A declined card is not kept (nor made the default) because this purchase saved it.
            await this.cards.forgetSavedNow(userId, card);
            throw error;
          });
    // Renewals charge the member's default card: the one they subscribed with, once the subscription stands.
    if (started.status === 'active') await this.cards.makeDefault(userId, card.paymentMethodId);
    return started;
  }

  private async afterFirstCharge(id: number, charge: Transaction): Promise<MembershipDto> {
    const now = this.clock.now();
    if (charge.status === 'paid') return this.finish(id);
    if (charge.status === 'pending') {
      await this.memberships.markPending(id, charge.clientSecret, now);
      return toMembershipOutput((await this.memberships.findById(id))!);
    }
    await this.memberships.markFailed(id, now);
    throw new InvalidError(charge.failureMessage ?? 'Payment failed');
  }

  private async finish(id: number): Promise<MembershipDto> {
    const started = await this.memberships.activate(id, this.clock.now());
    return toMembershipOutput(started ?? (await this.memberships.findById(id))!);
  }

  /** A first charge that waited for 3-D Secure was settled (Stripe webhook): start or fail the membership. */
  async onPaymentSettled(row: Transaction): Promise<void> {
    if (row.kind !== 'charge' || !row.membershipId || row.status === 'pending') return;
    const membership = await this.memberships.findById(row.membershipId);
    if (membership?.status !== 'pending') return;
    if (row.status === 'paid') await this.memberships.activate(membership.id, this.clock.now());
    else await this.memberships.markFailed(membership.id, this.clock.now());
  }

  async cancel(userId: number, id: number): Promise<MembershipDto> {
    const cancelled = await this.memberships.cancel(userId, id, this.clock.now());
    if (!cancelled) throw new NotFoundError(MEMBERSHIP_MESSAGES.notFound);
    return toMembershipOutput(cancelled);
  }

  useCredit(userId: number, bookingId: number, classStart: Date | null): Promise<CreditResultDto> {
    return this.memberships.useCredit(userId, bookingId, this.clock.now(), classStart);
  }

  async returnCredit(userId: number, bookingId: number): Promise<CreditResultDto> {
    const returned = await this.memberships.returnCredit(userId, bookingId, this.clock.now());
    if (!returned) throw new NotFoundError(MEMBERSHIP_MESSAGES.noCreditUsed);
    return creditResult(returned.membership, returned.changed);
  }

  async quoteCreditReturn(userId: number, bookingId: number): Promise<CreditReturnQuoteDto> {
    const returnable = await this.memberships.creditReturnable(userId, bookingId);
    if (returnable === null) throw new NotFoundError(MEMBERSHIP_MESSAGES.noCreditUsed);
    return { returnable };
  }
}
