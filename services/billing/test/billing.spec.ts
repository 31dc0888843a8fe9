import { MikroORM } from '@mikro-orm/postgresql';
import { BillingMessages, CARD_REFUSAL_LIMITS, CHARGE_MAX_CENTS } from '@studio/contracts';
import { OutboxEvent } from '@studio/platform';
import { RenewalsService } from '../src/memberships/renewals.service';
import { bookingChargeKey } from '../src/payments/payments.service';
import { TransactionsRepository } from '../src/payments/transactions.repository';
import { PROCESSOR_MESSAGES } from '../src/processor/payment-processor';
import { ADMIN, BillingApp, INTERNAL, newMember, newPlan, startBilling } from './billing-test-app';

describe('billing service on PostgreSQL (sandbox processor)', () => {
  let billing: BillingApp;
  beforeAll(async () => {
    billing = await startBilling();
  });
  afterAll(() => billing.app.close());
  afterEach(() => billing.setNow(null));

  function addCard(headers: Record<string, string>, paymentMethodId = 'pm_card_visa', setDefault?: boolean) {
    return billing.http().post('/payment-methods').set(headers).send({ paymentMethodId, setDefault });
  }
  function purchase(headers: Record<string, string>, planId: number, paymentMethodId = 'pm_card_visa') {
    return billing.http().post('/user/memberships').set(headers).send({ planId, paymentMethodId });
  }
  /** The member's live membership, as GET /user/memberships/active answers it. */
  async function activeOf(headers: Record<string, string>) {
    return (await billing.http().get('/user/memberships/active').set(headers).expect(200)).body;
  }

  /** The events billing recorded for a member on a topic (its outbox, published or not). */
  function eventsOf(topic: string, userId: number) {
    return billing.app
      .get(MikroORM)
      .em.fork()
      .find(OutboxEvent, { topic, key: String(userId) }, { orderBy: { id: 'asc' } });
  }

  async function transactionsOf(userId: number) {
    const res = await billing.http().get('/admin/transactions').set(ADMIN).expect(200);
    return (res.body as Array<{ userId: number; kind: string; status: string; amount: number }>).filter(
      (t) => t.userId === userId,
    );
  }

  describe('cards', () => {
    it('tells the frontend the sandbox is live, without a key', async () => {
      const res = await billing.http().get('/stripe/config').set(INTERNAL).expect(200);
      expect(res.body).toEqual({ publicKey: null, mode: 'sandbox' });
    });

    it('saves cards with brand, last four and expiry; one default, the default first', async () => {
      const m = newMember();
      const visa = (await addCard(m.headers).expect(201)).body;
      expect(visa).toMatchObject({ cardBrand: 'visa', cardLast4: '4242', isDefault: true });
      expect(visa.cardExpYear).toBeGreaterThan(2025);
      const master = (await addCard(m.headers, '5555 5555 5555 4444', false).expect(201)).body;
      expect(master).toMatchObject({ cardBrand: 'mastercard', cardLast4: '4444', isDefault: false });
      expect(master.stripePaymentMethodId).toMatch(/^pm_/);
      let list = (await billing.http().get('/payment-methods').set(m.headers).expect(200)).body;
      expect(list.map((c: { id: number }) => c.id)).toEqual([visa.id, master.id]);
      await billing.http().put(`/payment-methods/${master.id}/default`).set(m.headers).expect(200);
      list = (await billing.http().get('/payment-methods').set(m.headers).expect(200)).body;
      expect(list.map((c: { id: number; isDefault: boolean }) => [c.id, c.isDefault])).toEqual([
        [master.id, true],
        [visa.id, false],
      ]);
      await billing.http().delete(`/payment-methods/${master.id}`).set(m.headers).expect(200);
      list = (await billing.http().get('/payment-methods').set(m.headers).expect(200)).body;
      expect(list).toEqual([expect.objectContaining({ id: visa.id, isDefault: true })]);
    });

    it('lists the other cards in the order they take the default’s place: the next one becomes the default', async () => {
      const m = newMember();
      const first = (await addCard(m.headers).expect(201)).body;
      const second = (await addCard(m.headers, '5555 5555 5555 4444', false).expect(201)).body;
      const third = (await addCard(m.headers, '4000 0566 5566 5556', false).expect(201)).body;
      const ids = async () =>
        (await billing.http().get('/payment-methods').set(m.headers).expect(200)).body.map(
          (c: { id: number; isDefault: boolean }) => [c.id, c.isDefault],
        );
      expect(await ids()).toEqual([
        [first.id, true],
        [third.id, false],
        [second.id, false],
      ]);
      await billing.http().delete(`/payment-methods/${first.id}`).set(m.headers).expect(200);
      expect(await ids()).toEqual([
        [third.id, true],
        [second.id, false],
      ]);
    });

    it("answers 404 for another member's card and changes nothing", async () => {
      const owner = newMember();
      const other = newMember();
      const card = (await addCard(owner.headers).expect(201)).body;
      const again = (headers: Record<string, string>) =>
        billing
          .http()
          .post('/payment-methods')
          .set(headers)
          .send({ paymentMethodId: card.stripePaymentMethodId, setDefault: true });
      expect((await again(owner.headers).expect(409)).body.message).toBe('This card is already saved');
      expect((await again(other.headers).expect(404)).body.message).toBe('Payment method not found');
      expect((await billing.http().get('/payment-methods').set(other.headers).expect(200)).body).toEqual([]);
      await billing.http().delete(`/payment-methods/${card.id}`).set(other.headers).expect(404);
      await billing.http().put(`/payment-methods/${card.id}/default`).set(other.headers).expect(404);
      const charge = await billing
        .http()
        .post('/internal/charges')
        .set(INTERNAL)
        .send({
          userId: other.userId,
          bookingId: 900_000 + other.userId,
          amountCents: 2700,
          paymentMethodId: card.stripePaymentMethodId,
          className: 'Yoga',
        })
        .expect(404);
      expect(charge.body.message).toBe('Payment method not found');
      expect((await billing.http().get('/payment-methods').set(owner.headers).expect(200)).body).toHaveLength(
        1,
      );
    });

    it("a removed card's id pays no more, for its owner or anyone, and a saved card's id is not a new card", async () => {
      const owner = newMember();
      const other = newMember();
      const card = (await addCard(owner.headers).expect(201)).body;
      await addCard(other.headers, card.stripePaymentMethodId).expect(404);
      await billing.http().delete(`/payment-methods/${card.id}`).set(owner.headers).expect(200);
      const madeUp = card.stripePaymentMethodId.replace(/_sandbox_[a-z0-9]+_/, '_sandbox_ffffffffffff_');
      for (const [m, paymentMethodId] of [
        [owner, card.stripePaymentMethodId],
        [other, card.stripePaymentMethodId],
        [other, madeUp],
      ] as const) {
        const res = await billing
          .http()
          .post('/internal/charges')
          .set(INTERNAL)
          .send({
            userId: m.userId,
            bookingId: 800_000 + m.userId,
            amountCents: 2700,
            paymentMethodId,
            className: 'Yoga',
          })
          .expect(400);
        expect(res.body.message).toBe(PROCESSOR_MESSAGES.unknownCard);
      }
      expect((await transactionsOf(owner.userId)).filter((t) => t.status === 'paid')).toEqual([]);
      expect((await transactionsOf(other.userId)).filter((t) => t.status === 'paid')).toEqual([]);
    });

    it.each([
      ['pm_card_chargeDeclined', 'Your card was declined.'],
      ['pm_card_chargeDeclinedInsufficientFunds', 'Your card has insufficient funds.'],
      ['pm_card_chargeDeclinedExpiredCard', 'Your card has expired.'],
      ['pm_card_chargeDeclinedFraudulent', 'Your card was declined.'],
      ['4100 0000 0000 0019', 'Your card was declined.'],
      ['pm_card_riskLevelHighest', 'Your card was declined.'],
      ['pm_card_unknown', 'This card is not known to the payment processor. Please add it again.'],
      ['4111 1111 1111 1112', 'This card is not known to the payment processor. Please add it again.'],
    ])('refuses to save %s with 400: %s', async (paymentMethodId, message) => {
      const m = newMember();
      const res = await addCard(m.headers, paymentMethodId).expect(400);
      expect(res.body.message).toBe(message);
      expect((await billing.http().get('/payment-methods').set(m.headers).expect(200)).body).toEqual([]);
    });

    it.each([
      ['pm_card_diners', 'diners', '0004'],
      ['pm_card_unionpay', 'unionpay', '0005'],
      ['pm_card_createDisputeInquiry', 'visa', '1976'],
      ['4000 0000 0000 3220', 'visa', '3220'],
    ])("saves Stripe's test card %s as a %s card ending %s", async (paymentMethodId, brand, last4) => {
      const m = newMember();
      expect((await addCard(m.headers, paymentMethodId).expect(201)).body).toMatchObject({
        cardBrand: brand,
        cardLast4: last4,
      });
    });

    it('refuses what is not a payment method id with 400', async () => {
      const m = newMember();
      const res = await addCard(m.headers, 'card; drop table').expect(400);
      expect(res.body.message).toMatch(/paymentMethodId must be/);
    });
  });

  describe('plans (admin)', () => {
    it('creates a plan from the admin form: price in dollars, features as JSON text, spec §5 defaults, name unique in any case', async () => {
      const name = `Gold ${Math.random().toString(36).slice(2, 8)}`;
      const res = await billing
        .http()
        .post('/admin/membership-plans')
        .set(ADMIN)
        .send({ name, price: 19.99, features: '["8 classes","Sauna"]', classCredits: 8 })
        .expect(201);
      expect(res.body).toMatchObject({
        name,
        price: 19.99,
        interval: 'monthly',
        features: ['8 classes', 'Sauna'],
        priority: 0,
        isActive: true,
        classCredits: 8,
      });
      const updated = await billing
        .http()
        .put(`/admin/membership-plans/${res.body.id}`)
        .set(ADMIN)
        .send({ isActive: false, priority: 5 })
        .expect(200);
      expect(updated.body).toMatchObject({ isActive: false, priority: 5, price: 19.99 });
      const all = (await billing.http().get('/admin/membership-plans').set(ADMIN).expect(200)).body;
      expect(all.some((p: { id: number }) => p.id === res.body.id)).toBe(true);
      const active = (await billing.http().get('/membership-plans').set(INTERNAL).expect(200)).body;
      expect(active.some((p: { id: number }) => p.id === res.body.id)).toBe(false);
      const taken = await billing
        .http()
        .post('/admin/membership-plans')
        .set(ADMIN)
        .send({ name: name.toUpperCase() })
        .expect(409);
      expect(taken.body.message).toBe('A membership plan with this name already exists');
      const fullWidth = name.replace(/[!-~]/g, (c: string) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));
      await billing.http().post('/admin/membership-plans').set(ADMIN).send({ name: fullWidth }).expect(409);
      await billing.http().delete(`/admin/membership-plans/${res.body.id}`).set(ADMIN).expect(200);
      await billing.http().delete(`/admin/membership-plans/${res.body.id}`).set(ADMIN).expect(404);
    });

    it.each([
      [{ features: 'not json' }, 'Features must be a valid JSON array of strings'],
      [{ features: '{"a":1}' }, 'Features must be a valid JSON array of strings'],
      [{ features: '[1,2]' }, 'Features must be a valid JSON array of strings'],
      [{ price: -1 }, /^Price must be a number of dollars from 0/],
      [{ price: 1.999 }, /^Price must be a number of dollars from 0/],
      [{ price: 10_000.01 }, /^Price must be a number of dollars from 0/],
      [{ classCredits: -1 }, /^Class credits must be a whole number/],
      [{ classCredits: 1.5 }, /^Class credits must be a whole number/],
      [{ priority: 1001 }, /^Priority must be a whole number/],
      [{ interval: 'weekly' }, 'Interval must be monthly, quarterly or yearly'],
      [{ name: null }, 'Name is required'],
    ])('refuses %j with 400', async (fields, message) => {
      const res = await billing
        .http()
        .post('/admin/membership-plans')
        .set(ADMIN)
        .send({ name: 'Bad plan', ...fields })
        .expect(400);
      expect(res.body.message).toEqual(
        typeof message === 'string' ? message : expect.stringMatching(message),
      );
    });

    it('refuses null for any field of an update with 400, and changes nothing', async () => {
      const name = `Null ${Math.random().toString(36).slice(2, 8)}`;
      const plan = (
        await billing.http().post('/admin/membership-plans').set(ADMIN).send({ name, price: 30 }).expect(201)
      ).body;
      for (const field of ['name', 'price', 'interval', 'features', 'priority', 'isActive', 'classCredits'])
        await billing
          .http()
          .put(`/admin/membership-plans/${plan.id}`)
          .set(ADMIN)
          .send({ [field]: null })
          .expect(400);
      const all = (await billing.http().get('/admin/membership-plans').set(ADMIN).expect(200)).body;
      expect(all.find((p: { id: number }) => p.id === plan.id)).toEqual(plan);
    });

    it('refuses a member with 403', async () => {
      await billing
        .http()
        .post('/admin/membership-plans')
        .set(newMember().headers)
        .send({ name: 'X' })
        .expect(403);
    });
  });

  describe('memberships', () => {
    it('charges the first period, starts with the plan credits, records the charge and saves the card', async () => {
      const plan = await newPlan(billing, { price: 89, classCredits: 10 });
      const m = newMember();
      const res = await purchase(m.headers, plan.id).expect(201);
      expect(res.body).toMatchObject({
        status: 'active',
        remainingCredits: 10,
        paidCents: 8900,
        plan: { id: plan.id, price: 89 },
      });
      const active = await billing.http().get('/user/memberships/active').set(m.headers).expect(200);
      expect(active.body.id).toBe(res.body.id);
      expect(await transactionsOf(m.userId)).toEqual([
        expect.objectContaining({ kind: 'charge', status: 'paid', amount: 89 }),
      ]);
      const cards = (await billing.http().get('/payment-methods').set(m.headers).expect(200)).body;
      expect(cards).toEqual([expect.objectContaining({ cardLast4: '4242', isDefault: true })]);
      await purchase(m.headers, plan.id).expect(409);
      const kept = await billing.http().delete(`/admin/membership-plans/${plan.id}`).set(ADMIN).expect(409);
      expect(kept.body.message).toBe(
        'Members have used this plan, so it cannot be deleted; deactivate it instead',
      );
    });

    it('makes the card subscribed with the default, as renewals charge the default card', async () => {
      const plan = await newPlan(billing, { price: 30, classCredits: 3 });
      const m = newMember();
      await billing
        .http()
        .post('/payment-methods')
        .set(m.headers)
        .send({ paymentMethodId: 'pm_card_visa', setDefault: true })
        .expect(201);
      await purchase(m.headers, plan.id, 'pm_card_mastercard').expect(201);
      const cards = (await billing.http().get('/payment-methods').set(m.headers).expect(200)).body;
      expect(cards.map((c: { cardLast4: string; isDefault: boolean }) => [c.cardLast4, c.isDefault])).toEqual(
        [
          ['4444', true],
          ['4242', false],
        ],
      );
    });

    it('answers 404 with no live membership, for a missing or inactive plan, and for another member', async () => {
      const m = newMember();
      const none = await billing.http().get('/user/memberships/active').set(m.headers).expect(404);
      expect(none.body.message).toBe('No active membership');
      await purchase(m.headers, 2_000_000_000).expect(404);
      const inactive = await newPlan(billing, { isActive: false });
      const res = await purchase(m.headers, inactive.id).expect(404);
      expect(res.body.message).toBe('This membership plan is not available');
      const quoted = await billing
        .http()
        .get(`/user/memberships/quote/${inactive.id}`)
        .set(m.headers)
        .expect(404);
      expect(quoted.body.message).toBe('This membership plan is not available');
      await billing.http().get('/user/memberships/quote/0').set(m.headers).expect(400);
      const plan = await newPlan(billing, { price: 49 });
      // Paying per class, the whole price is due.
      const quote = (
        await billing.http().get(`/user/memberships/quote/${plan.id}`).set(m.headers).expect(200)
      ).body;
      expect(quote).toEqual({
        planId: plan.id,
        price: 49,
        unusedCredit: 0,
        dueToday: 49,
        replacesPlan: null,
        alreadyHeld: false,
      });
      const owned = (await purchase(m.headers, plan.id).expect(201)).body;
      await billing.http().post(`/user/memberships/${owned.id}/cancel`).set(newMember().headers).expect(404);
    });

    it('charges only the price the member was shown: a plan repriced since is refused with nothing taken', async () => {
      const plan = await newPlan(billing, { price: 99, classCredits: 4 });
      const m = newMember();
      await billing
        .http()
        .put(`/admin/membership-plans/${plan.id}`)
        .set(ADMIN)
        .send({ price: 129 })
        .expect(200);
      const refused = await billing
        .http()
        .post('/user/memberships')
        .set(m.headers)
        .send({ planId: plan.id, paymentMethodId: 'pm_card_visa', expectedPrice: 99 })
        .expect(409);
      expect(refused.body.message).toBe(
        'The price of this plan has changed. Please review the new price and subscribe again.',
      );
      expect(await transactionsOf(m.userId)).toEqual([]);
      await billing.http().get('/user/memberships/active').set(m.headers).expect(404);
      for (const expectedPrice of [-99, 1e21]) {
        const bad = await billing
          .http()
          .post('/user/memberships')
          .set(m.headers)
          .send({ planId: plan.id, paymentMethodId: 'pm_card_visa', expectedPrice })
          .expect(400);
        expect(bad.body.message).toBe(BillingMessages.expectedPrice);
      }
      const bought = await billing
        .http()
        .post('/user/memberships')
        .set(m.headers)
        .send({ planId: plan.id, paymentMethodId: 'pm_card_visa', expectedPrice: 129 })
        .expect(201);
      expect(bought.body).toMatchObject({ status: 'active', paidCents: 12900 });
    });

    it('a declined card starts nothing and says why', async () => {
      const plan = await newPlan(billing);
      const m = newMember();
      const card = (await addCard(m.headers, 'pm_card_authenticationRequired').expect(201)).body;
      const res = await purchase(m.headers, plan.id, card.stripePaymentMethodId).expect(400);
      expect(res.body.message).toMatch(/3-D Secure/);
      await billing.http().get('/user/memberships/active').set(m.headers).expect(404);
      expect(await transactionsOf(m.userId)).toEqual([expect.objectContaining({ status: 'failed' })]);
      // A declined card typed in at checkout is not kept, and the failed purchase shows nothing paid.
      const typedIn = await purchase(m.headers, plan.id, 'pm_card_chargeCustomerFail').expect(400);
      expect(typedIn.body.message).toBe('Your card was declined.');
      const cards = (await billing.http().get('/payment-methods').set(m.headers).expect(200)).body;
      expect(cards.map((c: { id: number }) => c.id)).toEqual([card.id]);
      const history = (await billing.http().get('/user/memberships').set(m.headers).expect(200)).body;
      expect(history.map((h: { status: string; paidCents: number }) => [h.status, h.paidCents])).toEqual([
        ['failed', 0],
        ['failed', 0],
      ]);
    });

    it('of two purchases at once exactly one wins, with one charge', async () => {
      const plan = await newPlan(billing);
      const m = newMember();
      const card = (await addCard(m.headers).expect(201)).body;
      const buy = () => purchase(m.headers, plan.id, card.stripePaymentMethodId);
      const answers = await Promise.all([buy(), buy(), buy()]);
      expect(answers.map((r) => r.status).sort()).toEqual([201, 409, 409]);
      expect((await transactionsOf(m.userId)).filter((t) => t.status === 'paid')).toHaveLength(1);
    });

    it('cancelling keeps it usable until endDate; upgrading credits the unused part of the period', async () => {
      const basic = await newPlan(billing, { price: 30, classCredits: 4 });
      const premium = await newPlan(billing, { price: 90, classCredits: 12 });
      const m = newMember();
      billing.setNow(new Date('2031-03-01T12:00:00Z'));
      const first = (await purchase(m.headers, basic.id).expect(201)).body;
      expect(first.endDate).toBe('2031-04-01T11:00:00.000Z');
      const cancelled = (
        await billing.http().post(`/user/memberships/${first.id}/cancel`).set(m.headers).expect(200)
      ).body;
      expect(cancelled).toMatchObject({ status: 'cancelled', endDate: first.endDate });
      await billing.http().post(`/user/memberships/${first.id}/cancel`).set(m.headers).expect(409);
      expect((await activeOf(m.headers)).status).toBe('cancelled');
      // Until it runs out, the cancelled plan is still the member's (spec §2: 'Expires on {date}'), not for sale.
      const again = await purchase(m.headers, basic.id).expect(409);
      expect(again.body.message).toBe('You already have this membership plan');
      const sameQuote = await billing
        .http()
        .get(`/user/memberships/quote/${basic.id}`)
        .set(m.headers)
        .expect(200);
      expect(sameQuote.body.alreadyHeld).toBe(true);
      // Half of the period left (31 days less the hour daylight saving takes on March 9): half of $30 comes off,
      // quoted before the purchase as the purchase then charges it.
      billing.setNow(new Date('2031-03-16T23:30:00Z'));
      const quote = (
        await billing.http().get(`/user/memberships/quote/${premium.id}`).set(m.headers).expect(200)
      ).body;
      expect(quote).toEqual({
        planId: premium.id,
        price: 90,
        unusedCredit: 15,
        dueToday: 75,
        replacesPlan: basic.name,
        alreadyHeld: false,
      });
      const card = (await billing.http().get('/payment-methods').set(m.headers).expect(200)).body[0];
      const upgraded = (await purchase(m.headers, premium.id, card.stripePaymentMethodId).expect(201)).body;
      expect(upgraded).toMatchObject({ status: 'active', remainingCredits: 12, paidCents: 9000 - 1500 });
      expect((await transactionsOf(m.userId))[0]).toMatchObject({
        amount: 75,
        description: `Membership ${premium.name}, change from ${basic.name} (unused part of its period credited)`,
      });
      const history = (await billing.http().get('/user/memberships').set(m.headers).expect(200)).body;
      expect(history.map((h: { status: string }) => h.status)).toEqual(['active', 'replaced']);
      // The plan changed from is not "ended" (its period runs on, credited): a cancel of it says what happened.
      const replaced = await billing
        .http()
        .post(`/user/memberships/${first.id}/cancel`)
        .set(m.headers)
        .expect(409);
      expect(replaced.body.message).toBe('This membership was replaced by another plan');
      // Each start is announced with what the card paid (the member's receipt), and the cancel once.
      expect((await eventsOf('membership-started', m.userId)).map((e) => e.payload)).toEqual([
        expect.objectContaining({
          membershipId: first.id,
          planName: basic.name,
          amountCents: 3000,
          remainingCredits: 4,
          endDate: first.endDate,
        }),
        expect.objectContaining({
          membershipId: upgraded.id,
          planName: premium.name,
          amountCents: 7500,
          remainingCredits: 12,
          previousPlanName: basic.name,
        }),
      ]);
      expect((await eventsOf('membership-cancelled', m.userId)).map((e) => e.payload)).toEqual([
        expect.objectContaining({ membershipId: first.id, planName: basic.name, endDate: first.endDate }),
      ]);
    });
  });

  describe('credits (internal, for booking)', () => {
    it("pays with a cancelled membership's credit only for a class that starts before it ends", async () => {
      const plan = await newPlan(billing, { classCredits: 3 });
      const m = newMember();
      const bought = (await purchase(m.headers, plan.id).expect(201)).body;
      await billing.http().post(`/user/memberships/${bought.id}/cancel`).set(m.headers).expect(200);
      const end = new Date(bought.endDate).getTime();
      const use = (bookingId: number, classStart: number) =>
        billing
          .http()
          .post('/internal/credits/use')
          .set(INTERNAL)
          .send({ userId: m.userId, bookingId, classStartTime: new Date(classStart).toISOString() });
      await use(m.userId * 10 + 1, end - 3_600_000).expect(200);
      const after = await use(m.userId * 10 + 2, end + 3_600_000).expect(409);
      expect(after.body.message).toBe(
        'Your cancelled membership ends before this class. Please pay by card.',
      );
      const active = await activeOf(m.headers);
      expect(active.remainingCredits).toBe(2);
    });

    it('uses and returns one credit per booking, once each, never below zero', async () => {
      const plan = await newPlan(billing, { classCredits: 3 });
      const m = newMember();
      await purchase(m.headers, plan.id).expect(201);
      const use = (bookingId: number) =>
        billing.http().post('/internal/credits/use').set(INTERNAL).send({ userId: m.userId, bookingId });
      const base = m.userId * 10;
      expect((await use(base + 1).expect(200)).body).toMatchObject({ remainingCredits: 2, changed: true });
      expect((await use(base + 1).expect(200)).body).toMatchObject({ remainingCredits: 2, changed: false });
      const repeats = await Promise.all([use(base + 4), use(base + 4)]);
      expect(repeats.map((r) => r.status)).toEqual([200, 200]);
      expect(repeats.map((r) => r.body.changed).sort()).toEqual([false, true]);
      expect(repeats.map((r) => r.body.remainingCredits)).toEqual([1, 1]);
      const race = await Promise.all([use(base + 2), use(base + 3)]);
      expect(race.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(race.find((r) => r.status === 409)!.body.message).toBe(
        'No class credits left on your membership',
      );
      const credit = (action: 'return' | 'return-quote', bookingId = base + 1) =>
        billing
          .http()
          .post(`/internal/credits/${action}`)
          .set(INTERNAL)
          .send({ userId: m.userId, bookingId });
      // Asking changes nothing; once returned, nothing more would come back.
      expect((await credit('return-quote').expect(200)).body).toEqual({ returnable: true });
      expect((await credit('return-quote').expect(200)).body).toEqual({ returnable: true });
      expect(await activeOf(m.headers)).toMatchObject({ remainingCredits: 0 });
      expect((await credit('return').expect(200)).body).toMatchObject({ remainingCredits: 1, changed: true });
      expect((await credit('return').expect(200)).body).toMatchObject({
        remainingCredits: 1,
        changed: false,
      });
      expect((await credit('return-quote').expect(200)).body).toEqual({ returnable: false });
      await credit('return-quote', base + 9).expect(404);
      await billing
        .http()
        .post('/internal/credits/return')
        .set(INTERNAL)
        .send({ userId: m.userId, bookingId: base + 9 })
        .expect(404);
      await billing
        .http()
        .post('/internal/credits/use')
        .set(INTERNAL)
        .send({ userId: newMember().userId, bookingId: base + 5 })
        .expect(409);
    });

    it('counts every credit spent in the cycle after plan changes down and up again: none comes back', async () => {
      const five = await newPlan(billing, { price: 50, classCredits: 5 });
      const mini = await newPlan(billing, { price: 20, classCredits: 2 });
      const m = newMember();
      await purchase(m.headers, five.id).expect(201);
      const use = (n: number) =>
        billing
          .http()
          .post('/internal/credits/use')
          .set(INTERNAL)
          .send({ userId: m.userId, bookingId: m.userId * 10 + n });
      for (const n of [1, 2, 3, 4, 5]) await use(n).expect(200);
      const card = (await billing.http().get('/payment-methods').set(m.headers).expect(200)).body[0];
      const down = (await purchase(m.headers, mini.id, card.stripePaymentMethodId).expect(201)).body;
      expect(down.remainingCredits).toBe(0);
      const up = (await purchase(m.headers, five.id, card.stripePaymentMethodId).expect(201)).body;
      expect(up.remainingCredits).toBe(0);
      await use(6).expect(409);
      // A credit given back in the cycle is spent no more: it counts for the next plan.
      await billing
        .http()
        .post('/internal/credits/return')
        .set(INTERNAL)
        .send({ userId: m.userId, bookingId: m.userId * 10 + 1 })
        .expect(200);
      const again = (await purchase(m.headers, mini.id, card.stripePaymentMethodId).expect(201)).body;
      expect(again.remainingCredits).toBe(0);
      const back = (await purchase(m.headers, five.id, card.stripePaymentMethodId).expect(201)).body;
      expect(back.remainingCredits).toBe(1);
    });

    it('gives a credit back to the membership that replaced the one it came from', async () => {
      const basic = await newPlan(billing, { price: 30, classCredits: 4 });
      const premium = await newPlan(billing, { price: 90, classCredits: 12 });
      const m = newMember();
      await purchase(m.headers, basic.id).expect(201);
      const bookingId = m.userId * 10 + 1;
      const credit = (action: 'use' | 'return') =>
        billing
          .http()
          .post(`/internal/credits/${action}`)
          .set(INTERNAL)
          .send({ userId: m.userId, bookingId });
      await credit('use').expect(200);
      // Two more spent on the old plan before the change, and one on the new plan after it.
      for (const other of [2, 3]) {
        await billing
          .http()
          .post('/internal/credits/use')
          .set(INTERNAL)
          .send({ userId: m.userId, bookingId: m.userId * 10 + other });
      }
      const card = (await billing.http().get('/payment-methods').set(m.headers).expect(200)).body[0];
      await purchase(m.headers, premium.id, card.stripePaymentMethodId).expect(201);
      // The three spent in this credit cycle count against the new plan's twelve.
      const live = await activeOf(m.headers);
      expect(live.remainingCredits).toBe(9);
      await billing
        .http()
        .post('/internal/credits/use')
        .set(INTERNAL)
        .send({ userId: m.userId, bookingId: m.userId * 10 + 4 })
        .expect(200);

      expect((await credit('return').expect(200)).body).toMatchObject({
        remainingCredits: 9,
        changed: true,
      });
      expect((await credit('return').expect(200)).body).toMatchObject({ changed: false });
      const history = (await billing.http().get('/user/memberships').set(m.headers).expect(200)).body;
      expect(
        history.map((h: { status: string; remainingCredits: number }) => [h.status, h.remainingCredits]),
      ).toEqual([
        ['active', 9],
        ['replaced', 1],
      ]);
    });

    it("gives exactly the one credit back after an admin lowered the plan's count", async () => {
      const plan = await newPlan(billing, { classCredits: 10 });
      const m = newMember();
      await purchase(m.headers, plan.id).expect(201);
      const move = (action: 'use' | 'return', bookingId: number) =>
        billing
          .http()
          .post(`/internal/credits/${action}`)
          .set(INTERNAL)
          .send({ userId: m.userId, bookingId })
          .expect(200);
      for (const n of [1, 2, 3]) await move('use', m.userId * 10 + n);
      await billing
        .http()
        .put(`/admin/membership-plans/${plan.id}`)
        .set(ADMIN)
        .send({ classCredits: 5 })
        .expect(200);

      expect((await move('return', m.userId * 10 + 1)).body).toMatchObject({
        remainingCredits: 8,
        changed: true,
      });
    });
  });

  describe('charges and refunds (internal, for booking)', () => {
    const charge = (
      userId: number,
      bookingId: number,
      paymentMethodId = 'pm_card_visa',
      amountCents = 2700,
    ) =>
      billing
        .http()
        .post('/internal/charges')
        .set(INTERNAL)
        .send({ userId, bookingId, amountCents, paymentMethodId, className: 'Morning Flow' });

    it('charges a booking once, however often or concurrently it is asked', async () => {
      const m = newMember();
      const bookingId = m.userId;
      const answers = await Promise.all([1, 2, 3, 4, 5].map(() => charge(m.userId, bookingId)));
      expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
      expect(new Set(answers.map((r) => r.body.transactionId)).size).toBe(1);
      expect(answers[0].body).toMatchObject({ status: 'paid', amountCents: 2700, clientSecret: null });
      expect(await transactionsOf(m.userId)).toEqual([
        expect.objectContaining({ kind: 'charge', amount: 27, status: 'paid' }),
      ]);
      const again = await charge(m.userId, bookingId).expect(200);
      expect(again.body.transactionId).toBe(answers[0].body.transactionId);
    });

    it('refunds once, in part or in full, never more than was paid', async () => {
      const m = newMember();
      await charge(m.userId, m.userId).expect(200);
      const refund = (amountCents?: number) =>
        billing.http().post('/internal/refunds').set(INTERNAL).send({ bookingId: m.userId, amountCents });
      const tooMuch = await refund(2701).expect(400);
      expect(tooMuch.body.message).toBe('A refund cannot exceed the $27.00 left to refund');
      const answers = await Promise.all([refund(1700), refund(1700), refund(1700)]);
      expect(new Set(answers.map((r) => r.body.transactionId)).size).toBe(1);
      expect(answers[0].body).toMatchObject({ status: 'paid', amountCents: 1700 });
      const moved = await transactionsOf(m.userId);
      expect(moved.map((t) => [t.kind, t.amount]).sort()).toEqual([
        ['charge', 27],
        ['refund', 17],
      ]);
      await billing
        .http()
        .post('/internal/refunds')
        .set(INTERNAL)
        .send({ bookingId: 2_000_000_001 })
        .expect(404);
    });

    it('a charge whose answer was never recorded (billing stopped mid-call) is asked again, then refunded', async () => {
      const m = newMember();
      const claimed = await billing.app.get(TransactionsRepository).claim({
        kind: 'charge',
        idempotencyKey: bookingChargeKey(m.userId),
        userId: m.userId,
        bookingId: m.userId,
        className: 'Morning Flow',
        paymentMethodId: 'pm_card_visa',
        description: `Booking ${m.userId}: Morning Flow`,
        amountCents: 2700,
      });
      await billing.app
        .get(MikroORM)
        .em.getConnection()
        .execute(`update "transactions" set "lease_until" = now() - interval '1 second' where "id" = ?`, [
          claimed,
        ]);
      const refund = await billing
        .http()
        .post('/internal/refunds')
        .set(INTERNAL)
        .send({ bookingId: m.userId })
        .expect(200);
      expect(refund.body).toMatchObject({ status: 'paid', amountCents: 2700 });
      const moved = await transactionsOf(m.userId);
      expect(moved.map((t) => [t.kind, t.amount, t.status]).sort()).toEqual([
        ['charge', 27, 'paid'],
        ['refund', 27, 'paid'],
      ]);
    });

    it('a declined card or one needing 3-D Secure is refused with a clear 400 and recorded as failed', async () => {
      const m = newMember();
      const declined = await charge(m.userId, m.userId, 'pm_card_chargeDeclinedInsufficientFunds').expect(
        400,
      );
      expect(declined.body.message).toBe('Your card has insufficient funds.');
      await charge(m.userId, m.userId).expect(400);
      for (const [offset, number] of [
        [1, '4000 0027 6000 3184'],
        [2, '4000 0025 0000 3155'],
      ] as const) {
        const secure = await charge(m.userId, m.userId + offset, number).expect(400);
        expect(secure.body.message).toMatch(/needs 3-D Secure authentication/);
      }
      const failed = await billing.http().get('/admin/transactions?status=failed').set(ADMIN).expect(200);
      expect(failed.body.filter((t: { userId: number }) => t.userId === m.userId)).toHaveLength(3);
      await billing.http().post('/internal/refunds').set(INTERNAL).send({ bookingId: m.userId }).expect(409);
    });

    /** Booking ids no other test's member uses (theirs are their user ids and a few above). */
    const BOOKINGS_APART = 2_000_000;

    it('makes a member whose cards were declined too often in the hour wait, saving or paying; others go on', async () => {
      const m = newMember();
      const half = CARD_REFUSAL_LIMITS.perMember / 2;
      for (let i = 0; i < half; i += 1) await addCard(m.headers, 'pm_card_chargeDeclined').expect(400);
      for (let i = 0; i < half; i += 1)
        await charge(m.userId, BOOKINGS_APART + m.userId + i, 'pm_card_chargeDeclined').expect(400);
      const waiting = await charge(m.userId, BOOKINGS_APART + m.userId + half).expect(429);
      expect(waiting.body.message).toBe(BillingMessages.tooManyRefusedCards);
      // The wait is what is left of the hour that began with the first declined card.
      const wait = Number(waiting.headers['retry-after']);
      expect(wait).toBeGreaterThan(CARD_REFUSAL_LIMITS.windowMs / 1000 - 60);
      expect(wait).toBeLessThanOrEqual(CARD_REFUSAL_LIMITS.windowMs / 1000);
      await addCard(m.headers, 'pm_card_visa').expect(429);
      // Refused before anything was asked of the processor: the attempt leaves no transaction, pending or other.
      expect((await transactionsOf(m.userId)).map((t) => t.status)).toEqual(Array(half).fill('failed'));
      await addCard(newMember().headers, 'pm_card_visa').expect(201);
      // The hour over, the member may try again.
      billing.setNow(new Date(Date.now() + CARD_REFUSAL_LIMITS.windowMs + 1_000));
      await addCard(m.headers, 'pm_card_visa').expect(201);
    });

    it('a card the processor does not know is refused at once, again on a retry, and recorded as failed', async () => {
      const m = newMember();
      const bookingId = 1_900_000_000 + m.userId;
      const unknown = await charge(m.userId, bookingId, '1234 5678 9012 3456').expect(400);
      expect(unknown.body.message).toBe(PROCESSOR_MESSAGES.unknownCard);
      const started = Date.now();
      const retried = await charge(m.userId, bookingId, '1234 5678 9012 3456').expect(400);
      expect(retried.body.message).toBe(PROCESSOR_MESSAGES.unknownCard);
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(await transactionsOf(m.userId)).toEqual([
        expect.objectContaining({ kind: 'charge', amount: 27, status: 'failed' }),
      ]);
    });

    it('refuses amounts out of bounds and a bad status filter with 400', async () => {
      const m = newMember();
      // Its own booking id: one another test charged would answer that charge's outcome instead.
      const bookingId = BOOKINGS_APART + m.userId;
      await charge(m.userId, bookingId, 'pm_card_visa', 0).expect(400);
      await charge(m.userId, bookingId, 'pm_card_visa', CHARGE_MAX_CENTS + 1).expect(400);
      await charge(m.userId, bookingId, 'pm_card_visa', 12.5).expect(400);
      expect(await transactionsOf(m.userId)).toEqual([]);
      const res = await billing.http().get('/admin/transactions?status=refunded').set(ADMIN).expect(400);
      expect(res.body.message).toBe('status must be paid, pending or failed');
    });
  });

  describe('renewals (the clock moved past the period end)', () => {
    async function subscribe(fields: Record<string, unknown> = {}) {
      const plan = await newPlan(billing, { price: 50, classCredits: 5, ...fields });
      const m = newMember();
      billing.setNow(new Date('2032-01-31T10:00:00Z'));
      const membership = (await purchase(m.headers, plan.id).expect(201)).body;
      await billing
        .http()
        .post('/internal/credits/use')
        .set(INTERNAL)
        .send({ userId: m.userId, bookingId: m.userId })
        .expect(200);
      return { m, membership };
    }
    const renewals = () => billing.app.get(RenewalsService);
    it('charges the default card once, extends the period, announces membership-renewed, and leaves credits to their 30-day reset', async () => {
      const { m, membership } = await subscribe();
      expect(membership.endDate).toBe('2032-02-29T10:00:00.000Z');
      billing.setNow(new Date('2032-02-29T10:00:01Z'));
      await Promise.all([renewals().sweep(), renewals().sweep(), renewals().renew(membership.id)]);
      await renewals().sweep();
      const active = await activeOf(m.headers);
      expect(active).toMatchObject({
        status: 'active',
        endDate: '2032-03-31T09:00:00.000Z',
        remainingCredits: 4,
        creditResetDate: '2032-03-01T10:00:00.000Z',
      });
      expect(
        (await transactionsOf(m.userId)).filter((t) => t.kind === 'charge' && t.status === 'paid'),
      ).toHaveLength(2);
      const events = await eventsOf('membership-renewed', m.userId);
      expect(events).toHaveLength(1);
      expect(events[0].payload).toMatchObject({
        membershipId: membership.id,
        remainingCredits: 4,
        amountCents: 5000,
      });
      // One reset 30 days after the start, the next 30 days later: never a second one at the renewal.
      billing.setNow(new Date('2032-03-01T10:00:01Z'));
      await renewals().sweep();
      const reset = await activeOf(m.headers);
      expect(reset).toMatchObject({ remainingCredits: 5, creditResetDate: '2032-03-31T10:00:00.000Z' });
    });

    it("renews at the member's own price, interval and credits after an admin changed the plan", async () => {
      const plan = await newPlan(billing, { price: 50, classCredits: 5 });
      const m = newMember();
      billing.setNow(new Date('2032-01-31T10:00:00Z'));
      await purchase(m.headers, plan.id).expect(201);
      await billing
        .http()
        .put(`/admin/membership-plans/${plan.id}`)
        .set(ADMIN)
        .send({ price: 80, interval: 'quarterly', classCredits: 1 })
        .expect(200);
      billing.setNow(new Date('2032-02-29T10:00:01Z'));
      await renewals().sweep();
      const active = await activeOf(m.headers);
      expect(active).toMatchObject({
        endDate: '2032-03-31T09:00:00.000Z',
        plan: { price: 50, interval: 'monthly', classCredits: 5 },
      });
      billing.setNow(new Date('2032-03-01T10:00:01Z'));
      await renewals().sweep();
      const reset = await activeOf(m.headers);
      expect(reset).toMatchObject({ remainingCredits: 5 });
      const charges = (await transactionsOf(m.userId)).filter((t) => t.kind === 'charge');
      expect(charges.map((t) => t.amount)).toEqual([50, 50]);
      const newcomer = newMember();
      const joined = (await purchase(newcomer.headers, plan.id).expect(201)).body;
      expect(joined).toMatchObject({ paidCents: 8000, plan: { price: 80, interval: 'quarterly' } });
    });

    it('uses up the credit a change from a dearer plan carried in over the following renewals', async () => {
      const yearly = await newPlan(billing, { price: 480, interval: 'yearly', classCredits: 0 });
      const monthly = await newPlan(billing, { price: 100, classCredits: 0 });
      const m = newMember();
      billing.setNow(new Date('2032-01-01T00:00:00Z'));
      await purchase(m.headers, yearly.id).expect(201);
      // Three quarters of the year (275 of 366 days) unused: $360.65 carried into the monthly plan.
      billing.setNow(new Date('2032-04-01T00:00:00Z'));
      const card = (await billing.http().get('/payment-methods').set(m.headers).expect(200)).body[0];
      const changed = (await purchase(m.headers, monthly.id, card.stripePaymentMethodId).expect(201)).body;
      expect(changed.paidCents).toBe(0);
      const charges = async () =>
        (await transactionsOf(m.userId))
          .filter((t) => t.kind === 'charge' && t.status === 'paid')
          .map((t) => t.amount);
      for (const month of ['05', '06', '07', '08', '09']) {
        billing.setNow(new Date(`2032-${month}-01T00:00:01Z`));
        await renewals().sweep();
      }
      // April to June paid by the credit, July by what is left of it ($60.65) and $39.35 of card (newest first).
      expect(await charges()).toEqual([100, 100, 39.35, 480]);
      expect(await activeOf(m.headers)).toMatchObject({ endDate: '2032-10-01T00:00:00.000Z' });
    });

    it('credits what a change down carried in whole at a later change, before or after the renewal it pays for', async () => {
      const dear = await newPlan(billing, { price: 149, classCredits: 0 });
      const cheap = await newPlan(billing, { price: 49, classCredits: 0 });
      const cardCharges = async (userId: number) =>
        (await transactionsOf(userId))
          .filter((t) => t.kind === 'charge' && t.status === 'paid')
          .map((t) => Math.round(t.amount * 100));
      const downgraded = async () => {
        const m = newMember();
        billing.setNow(new Date('2032-04-28T10:30:00Z'));
        await purchase(m.headers, dear.id).expect(201);
        billing.setNow(new Date('2032-04-28T10:30:01Z'));
        const card = (await billing.http().get('/payment-methods').set(m.headers).expect(200)).body[0];
        const changed = (await purchase(m.headers, cheap.id, card.stripePaymentMethodId).expect(201)).body;
        expect(changed.paidCents).toBe(0);
        return { m, card, endDate: new Date(changed.endDate) };
      };
      // An hour before the $49 period ends: about $100 carried and its own $49 all but used.
      const before = await downgraded();
      billing.setNow(new Date(before.endDate.getTime() - 3_600_000));
      await purchase(before.m.headers, dear.id, before.card.stripePaymentMethodId).expect(201);
      const [early] = await cardCharges(before.m.userId);
      expect(early).toBeGreaterThan(4880);
      expect(early).toBeLessThan(4900);
      // Just after it: the carried credit paid the renewal ($49), and the $51 left of it comes off with the new
      // period, all but unused: the member pays about the same.
      const after = await downgraded();
      billing.setNow(new Date(after.endDate.getTime() + 1_000));
      await renewals().sweep();
      billing.setNow(new Date(after.endDate.getTime() + 300_000));
      await purchase(after.m.headers, dear.id, after.card.stripePaymentMethodId).expect(201);
      const [late, ...earlier] = await cardCharges(after.m.userId);
      expect(earlier).toEqual([14900]);
      expect(late).toBeGreaterThan(4900);
      expect(late).toBeLessThan(4920);
      // With the renewal refused and still being retried, the period is over but the carried credit is not.
      const refused = await downgraded();
      await billing.http().delete(`/payment-methods/${refused.card.id}`).set(refused.m.headers).expect(200);
      billing.setNow(new Date(refused.endDate.getTime() + 1_000));
      await renewals().sweep();
      expect((await activeOf(refused.m.headers)).status).toBe('active');
      const quote = (
        await billing.http().get(`/user/memberships/quote/${dear.id}`).set(refused.m.headers).expect(200)
      ).body;
      expect(quote.unusedCredit).toBeGreaterThan(99);
      expect(quote.unusedCredit).toBeLessThan(100.01);
    });

    it('renews a free plan without a card or a charge', async () => {
      const { m, membership } = await subscribe({ price: 0 });
      const cards = (await billing.http().get('/payment-methods').set(m.headers).expect(200)).body;
      for (const card of cards) await billing.http().delete(`/payment-methods/${card.id}`).set(m.headers);
      billing.setNow(new Date('2032-02-29T10:00:01Z'));
      await renewals().sweep();
      const active = await activeOf(m.headers);
      expect(active).toMatchObject({
        id: membership.id,
        status: 'active',
        endDate: '2032-03-31T09:00:00.000Z',
      });
      expect(await transactionsOf(m.userId)).toEqual([]);
    });

    it('goes on with the other memberships when one renewal fails', async () => {
      const first = await subscribe();
      const second = await subscribe();
      const service = renewals();
      const renew = service.renew.bind(service);
      const spy = jest
        .spyOn(service, 'renew')
        .mockImplementation((id) =>
          id === first.membership.id ? Promise.reject(new Error('processor exploded')) : renew(id),
        );
      billing.setNow(new Date('2032-02-29T10:00:01Z'));
      await service.sweep();
      spy.mockRestore();
      const renewed = await activeOf(second.m.headers);
      expect(renewed.endDate).toBe('2032-03-31T09:00:00.000Z');
      await service.sweep();
      const later = await activeOf(first.m.headers);
      expect(later.endDate).toBe('2032-03-31T09:00:00.000Z');
    });

    it('credits an upgrade with the unused part of the current period, not of the whole membership', async () => {
      const { m } = await subscribe();
      billing.setNow(new Date('2032-02-29T10:00:01Z'));
      await renewals().sweep();
      // Half of the period from Feb 29 to Mar 31 (2 AM Pacific each, 31 days less the daylight-saving hour) left:
      // half of $50 comes off the $90.
      billing.setNow(new Date('2032-03-15T21:30:00Z'));
      const premium = await newPlan(billing, { price: 90, classCredits: 12 });
      const card = (await billing.http().get('/payment-methods').set(m.headers).expect(200)).body[0];
      const upgraded = (await purchase(m.headers, premium.id, card.stripePaymentMethodId).expect(201)).body;
      expect(upgraded).toMatchObject({ status: 'active', paidCents: 9000 - 2500 });
    });

    it('retries a failed renewal with back-off, then lapses it and announces membership-lapsed', async () => {
      const { m } = await subscribe();
      const card = (await billing.http().get('/payment-methods').set(m.headers).expect(200)).body[0];
      await billing.http().delete(`/payment-methods/${card.id}`).set(m.headers).expect(200);
      // The credit reset due on Mar 1 waits for a renewal that never comes: an unpaid period gives no credits.
      for (const [at, status, credits] of [
        ['2032-02-29T10:00:01Z', 'active', 4],
        ['2032-02-29T10:30:00Z', 'active', 4],
        ['2032-02-29T11:00:01Z', 'active', 4],
        ['2032-03-01T10:00:01Z', 'active', 4],
        ['2032-03-03T10:00:01Z', 'lapsed', 0],
      ] as const) {
        billing.setNow(new Date(at));
        await renewals().sweep();
        const list = (await billing.http().get('/user/memberships').set(m.headers).expect(200)).body;
        expect([at, list[0].status, list[0].remainingCredits]).toEqual([at, status, credits]);
      }
      expect(await eventsOf('membership-lapsed', m.userId)).toHaveLength(1);
      expect((await transactionsOf(m.userId)).filter((t) => t.status === 'paid')).toHaveLength(1);
      // Told once, at the first failure, until when a card that pays can save it (the last retry).
      const failed = await eventsOf('membership-renewal-failed', m.userId);
      expect(failed).toHaveLength(1);
      expect(failed[0].payload).toMatchObject({
        reason: 'No saved default card to charge',
        retryUntil: '2032-03-03T10:00:00.000Z',
      });
    });

    /** A subscriber whose card is gone, so that every renewal fails; and their status after a sweep at `at`. */
    async function subscribedWithoutCard() {
      const { m, membership } = await subscribe();
      const card = (await billing.http().get('/payment-methods').set(m.headers).expect(200)).body[0];
      await billing.http().delete(`/payment-methods/${card.id}`).set(m.headers).expect(200);
      const statusAt = async (at: string) => {
        billing.setNow(new Date(at));
        await renewals().sweep();
        return (await billing.http().get('/user/memberships').set(m.headers).expect(200)).body[0].status;
      };
      return { m, membership, statusAt };
    }

    it('lapses a failed renewal at the last retry the member was told of, however late the retries before it ran', async () => {
      const { m, statusAt } = await subscribedWithoutCard();
      expect(await statusAt('2032-02-29T10:00:01Z')).toBe('active');
      const [failed] = await eventsOf('membership-renewal-failed', m.userId);
      expect(failed.payload).toMatchObject({ retryUntil: '2032-03-03T10:00:00.000Z' });
      // Billing was down through the other retries: back after the date the member was told, it ends it.
      expect(await statusAt('2032-03-03T10:00:30Z')).toBe('lapsed');
      expect(await eventsOf('membership-lapsed', m.userId)).toHaveLength(1);
    });

    it('spaces the retries of a renewal found long overdue an hour apart, not all at once', async () => {
      const { m, membership, statusAt } = await subscribedWithoutCard();
      // Billing was down for two days past the period end: every retry time has passed.
      expect(membership.endDate).toBe('2032-02-29T10:00:00.000Z');
      expect(await statusAt('2032-03-03T12:00:00Z')).toBe('active');
      expect(await statusAt('2032-03-03T12:01:00Z')).toBe('active');
      expect(await statusAt('2032-03-03T12:59:00Z')).toBe('active');
      expect(await statusAt('2032-03-03T13:00:01Z')).toBe('active');
      expect(await statusAt('2032-03-03T14:00:02Z')).toBe('active');
      expect(await statusAt('2032-03-03T15:00:03Z')).toBe('lapsed');
      // The member was told of the last of them.
      const [failed] = await eventsOf('membership-renewal-failed', m.userId);
      expect(failed.payload).toMatchObject({ retryUntil: '2032-03-03T15:00:00.000Z' });
    });

    it('resets the credits that fell due while a renewal was retried once the renewal is paid', async () => {
      const { m } = await subscribe();
      const card = (await billing.http().get('/payment-methods').set(m.headers).expect(200)).body[0];
      await billing.http().delete(`/payment-methods/${card.id}`).set(m.headers).expect(200);
      billing.setNow(new Date('2032-02-29T10:00:01Z'));
      await renewals().sweep();
      billing.setNow(new Date('2032-03-01T10:00:01Z'));
      await renewals().sweep();
      await billing
        .http()
        .post('/payment-methods')
        .set(m.headers)
        .send({ paymentMethodId: 'pm_card_visa', setDefault: true })
        .expect(201);
      billing.setNow(new Date('2032-03-02T10:00:01Z'));
      await renewals().sweep();
      const active = await activeOf(m.headers);
      expect(active).toMatchObject({
        status: 'active',
        endDate: '2032-03-31T09:00:00.000Z',
        remainingCredits: 5,
        creditResetDate: '2032-03-31T10:00:00.000Z',
      });
      const events = await eventsOf('membership-renewed', m.userId);
      expect(events[0].payload).toMatchObject({ remainingCredits: 5 });
    });

    it('a cancelled membership simply ends at its end date, uncharged, its credits gone', async () => {
      const { m, membership } = await subscribe();
      await billing.http().post(`/user/memberships/${membership.id}/cancel`).set(m.headers).expect(200);
      billing.setNow(new Date('2032-02-29T10:00:01Z'));
      // Over from its end date, before the sweep ends it: no longer the member's, and its plan for sale again.
      await billing.http().get('/user/memberships/active').set(m.headers).expect(404);
      const quote = await billing.http().get(`/user/memberships/quote/${membership.planId}`).set(m.headers);
      expect(quote.body.alreadyHeld).toBe(false);
      await renewals().sweep();
      await billing.http().get('/user/memberships/active').set(m.headers).expect(404);
      const list = (await billing.http().get('/user/memberships').set(m.headers).expect(200)).body;
      expect(list[0]).toMatchObject({ status: 'expired', remainingCredits: 0 });
      // The member is told it ended, once however often the sweep runs.
      await renewals().sweep();
      expect((await eventsOf('membership-expired', m.userId)).map((e) => e.payload)).toEqual([
        expect.objectContaining({ membershipId: membership.id, endedAt: membership.endDate }),
      ]);
      expect((await transactionsOf(m.userId)).filter((t) => t.status === 'paid')).toHaveLength(1);
    });

    it('gives no credit of the last cycle back once a reset refilled the balance, even after one was spent since', async () => {
      const { m } = await subscribe({ interval: 'quarterly' });
      billing.setNow(new Date('2032-03-01T10:00:01Z'));
      await renewals().sweep();
      expect(await activeOf(m.headers)).toMatchObject({ remainingCredits: 5, plan: { classCredits: 5 } });
      const returnOld = () =>
        billing
          .http()
          .post('/internal/credits/return')
          .set(INTERNAL)
          .send({ userId: m.userId, bookingId: m.userId })
          .expect(200);
      // A credit of the new cycle spent, then the old one's booking cancelled: the balance has room, but the
      // credit belonged to a cycle that is over (credits do not carry over, spec §9).
      await billing
        .http()
        .post('/internal/credits/use')
        .set(INTERNAL)
        .send({ userId: m.userId, bookingId: 1_800_000_000 + m.userId })
        .expect(200);
      const quote = await billing
        .http()
        .post('/internal/credits/return-quote')
        .set(INTERNAL)
        .send({ userId: m.userId, bookingId: m.userId })
        .expect(200);
      expect(quote.body).toEqual({ returnable: false });
      expect((await returnOld()).body).toMatchObject({ remainingCredits: 4, changed: false });
      expect(await activeOf(m.headers)).toMatchObject({ remainingCredits: 4 });
    });

    it('resets credits every 30 days within a longer period', async () => {
      const { m } = await subscribe({ interval: 'quarterly' });
      billing.setNow(new Date('2032-03-01T10:00:01Z'));
      await renewals().sweep();
      const active = await activeOf(m.headers);
      expect(active).toMatchObject({ remainingCredits: 5, creditResetDate: '2032-03-31T10:00:00.000Z' });
    });
  });
});
