import { eventually, unique } from '@studio/platform/testing';
import { startStack, Stack } from './harness';
import { MembershipsRepository } from '../../services/billing/src/memberships/memberships.repository';
import { Agent, forgetBootstrapAdmin, login, registerMember, useBootstrapAdmin } from './sessions';

describe('billing through the gateway (identity + billing, sandbox processor)', () => {
  let stack: Stack;
  let admin: Agent;

  beforeAll(async () => {
    const credentials = useBootstrapAdmin();
    // Databases of their own: the plans created here never meet the specs that count the seeded plans.
    process.env.DATABASE_URL = `${process.env.DATABASE_URL}billing`;
    stack = await startStack(['identity', 'billing']);
    admin = await login(stack, credentials.username, credentials.password);
  });
  afterAll(async () => {
    forgetBootstrapAdmin();
    await stack.close();
  });

  /** A plan the admin makes for one test, under a name of its own. */
  const newPlan = async (fields: Record<string, unknown>) =>
    (
      await admin
        .post('/api/admin/membership-plans')
        .send({ name: unique('Plan'), ...fields })
        .expect(201)
    ).body;

  /** A new member who buys plans with the test Visa card, each purchase expected to succeed. */
  const newBuyer = async () => {
    const member = await registerMember(stack);
    const me = (await member.get('/api/user').expect(200)).body;
    const buy = async (planId: number) =>
      (
        await member
          .post('/api/user/memberships')
          .send({ planId, paymentMethodId: 'pm_card_visa' })
          .expect(201)
      ).body;
    return { member, me, buy };
  };

  it('tells anyone which card processor is live', async () => {
    const res = await stack.agent().get('/api/stripe/config').expect(200);
    expect(res.body).toEqual({ publicKey: null, mode: 'sandbox' });
  });

  it('a member saves cards, picks the default and removes one; another member sees none of them', async () => {
    const member = await registerMember(stack);
    const visa = (
      await member.post('/api/payment-methods').send({ paymentMethodId: 'pm_card_visa' }).expect(201)
    ).body;
    const master = (
      await member
        .post('/api/payment-methods')
        .send({ paymentMethodId: 'pm_card_mastercard', setDefault: true })
        .expect(201)
    ).body;
    // The first card made the member's customer at the processor; the user shows it (spec §3 stripeCustomerId).
    await eventually(async () => {
      expect((await member.get('/api/user').expect(200)).body.stripeCustomerId).toMatch(/^cus_\w+$/);
    });
    let cards = (await member.get('/api/payment-methods').expect(200)).body;
    expect(cards.map((c: { cardLast4: string; isDefault: boolean }) => [c.cardLast4, c.isDefault])).toEqual([
      ['4444', true],
      ['4242', false],
    ]);
    await member.put(`/api/payment-methods/${visa.id}/default`).expect(200);
    await member.delete(`/api/payment-methods/${master.id}`).expect(200);
    cards = (await member.get('/api/payment-methods').expect(200)).body;
    expect(cards).toEqual([expect.objectContaining({ id: visa.id, isDefault: true })]);
    const other = await registerMember(stack);
    expect((await other.get('/api/payment-methods').expect(200)).body).toEqual([]);
    await other.delete(`/api/payment-methods/${visa.id}`).expect(404);
    const declined = await other
      .post('/api/payment-methods')
      .send({ paymentMethodId: 'pm_card_chargeDeclined' })
      .expect(400);
    expect(declined.body).toEqual({
      statusCode: 400,
      message: 'Your card was declined.',
      error: 'Bad Request',
    });
  });

  it("honours Stripe's other test-card ids: declines refused on saving, 4000000000000341 saved and declined on paying", async () => {
    const member = await registerMember(stack);
    const funds = await member
      .post('/api/payment-methods')
      .send({ paymentMethodId: 'pm_card_visa_chargeDeclinedInsufficientFunds' })
      .expect(400);
    expect(funds.body.message).toBe('Your card has insufficient funds.');
    const saved = (
      await member
        .post('/api/payment-methods')
        .send({ paymentMethodId: 'pm_card_chargeCustomerFail' })
        .expect(201)
    ).body;
    expect(saved).toMatchObject({ cardLast4: '0341', cardBrand: 'visa' });
    const plan = await newPlan({ price: 20, classCredits: 2 });
    const refused = await member
      .post('/api/user/memberships')
      .send({ planId: plan.id, paymentMethodId: saved.stripePaymentMethodId })
      .expect(400);
    expect(refused.body.message).toBe('Your card was declined.');
    await member.get('/api/user/memberships/active').expect(404);
  });

  it('an admin creates a plan, a member buys it, sees it active, cancels it; the charge is listed', async () => {
    const plan = await newPlan({ price: 59.5, features: '["6 classes"]', classCredits: 6, priority: 1 });
    const { name } = plan;
    expect((await stack.agent().get('/api/membership-plans').expect(200)).body).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: plan.id, price: 59.5 })]),
    );
    const member = await registerMember(stack);
    await member.get('/api/user/memberships/active').expect(404);
    const bought = (
      await member
        .post('/api/user/memberships')
        .send({ planId: plan.id, paymentMethodId: 'pm_card_visa' })
        .expect(201)
    ).body;
    expect(bought).toMatchObject({ status: 'active', remainingCredits: 6, plan: { name } });
    const active = await member.get('/api/user/memberships/active').expect(200);
    expect(active.headers['cache-control']).toBe('no-store');
    expect(active.body.id).toBe(bought.id);
    const other = await registerMember(stack);
    await other.post(`/api/user/memberships/${bought.id}/cancel`).expect(404);
    const cancelled = (await member.post(`/api/user/memberships/${bought.id}/cancel`).expect(200)).body;
    expect(cancelled).toMatchObject({ status: 'cancelled', endDate: bought.endDate });
    const paid = (await admin.get('/api/admin/transactions?status=paid').expect(200)).body;
    expect(paid).toEqual(
      expect.arrayContaining([expect.objectContaining({ membershipId: bought.id, amount: 59.5 })]),
    );
    await member.get('/api/admin/transactions').expect(403);
  });

  it("credits a changed plan's unused period at what it is worth: going round the plans costs only the time", async () => {
    const starter = await newPlan({ price: 49, classCredits: 10 });
    const premium = await newPlan({ price: 89, classCredits: 20 });
    const { me, buy } = await newBuyer();
    await buy(starter.id);
    const upgraded = await buy(premium.id);
    // Starter's month, a moment used, comes off Premium's price.
    expect(upgraded.paidCents).toBeGreaterThanOrEqual(8900 - 4900);
    expect(upgraded.paidCents).toBeLessThanOrEqual(8900 - 4900 + 5);
    // Premium's month is worth $89 (paid partly by Starter's credit): more than Starter's price, kept as credit.
    const down = await buy(starter.id);
    expect(down).toMatchObject({ status: 'active', paidCents: 0, plan: { name: starter.name } });
    // And back up: Premium's unused month, carried through Starter, pays for it again (a few cents of time).
    const up = await buy(premium.id);
    expect(up.paidCents).toBeLessThanOrEqual(5);
    const charges = (await admin.get('/api/admin/transactions').expect(200)).body.filter(
      (t: { userId: number }) => t.userId === me.id,
    );
    const total = charges.reduce((sum: number, t: { amount: number }) => sum + Math.round(t.amount * 100), 0);
    expect(total).toBeGreaterThanOrEqual(8900);
    expect(total).toBeLessThanOrEqual(8900 + 10);
  });

  it('counts the credits spent in the cycle against the new plan when the member changes plan', async () => {
    const starter = await newPlan({ price: 20, classCredits: 4 });
    const premium = await newPlan({ price: 40, classCredits: 10 });
    const { me, buy } = await newBuyer();
    const first = await buy(starter.id);
    const memberships = stack.services.billing!.get(MembershipsRepository);
    for (const bookingId of [990_001, 990_002, 990_003].map((id) => id + me.id * 10))
      await memberships.useCredit(me.id, bookingId, new Date(), null);
    const upgraded = await buy(premium.id);
    expect(upgraded).toMatchObject({ remainingCredits: 7, creditResetDate: first.creditResetDate });
    const down = await buy(starter.id);
    expect(down).toMatchObject({ remainingCredits: 1, creditResetDate: first.creditResetDate });
  });

  it('answers a purchase retried with its Idempotency-Key with the first membership, charged once', async () => {
    const plan = await newPlan({ price: 25, classCredits: 2 });
    const other = await newPlan({ price: 35, classCredits: 3 });
    const member = await registerMember(stack);
    const me = (await member.get('/api/user').expect(200)).body;
    const purchase = (planId: number, paymentMethodId: string, key: string) =>
      member.post('/api/user/memberships').set('Idempotency-Key', key).send({ planId, paymentMethodId });
    // A declined charge (the card saves, then declines) gives its key up: the retry with another card goes through.
    await purchase(plan.id, '4000000000000341', 'buy-1').expect(400);
    const first = (await purchase(plan.id, 'pm_card_visa', 'buy-1').expect(201)).body;
    const again = (await purchase(plan.id, 'pm_card_visa', 'buy-1').expect(201)).body;
    expect(again).toMatchObject({ id: first.id, status: 'active', remainingCredits: 2 });
    const reused = await purchase(other.id, 'pm_card_visa', 'buy-1').expect(409);
    expect(reused.body.message).toBe(
      'This idempotency key was already used for a different membership purchase.',
    );
    const bad = await purchase(other.id, 'pm_card_visa', 'not a key!').expect(400);
    expect(bad.body.message).toBe(
      'idempotencyKey must be 1 to 100 letters, digits, dashes, underscores, dots or colons',
    );
    const charges = (await admin.get('/api/admin/transactions?status=paid').expect(200)).body.filter(
      (t: { userId: number }) => t.userId === me.id,
    );
    expect(charges).toEqual([expect.objectContaining({ membershipId: first.id, amount: 25 })]);
    expect(
      (await member.get('/api/user/memberships').expect(200)).body.map((m: { id: number }) => m.id),
    ).toContain(first.id);
  });

  it('answers every one of the same purchase sent at once under one Idempotency-Key with one membership', async () => {
    const plan = await newPlan({ price: 25, classCredits: 2 });
    const member = await registerMember(stack);
    const me = (await member.get('/api/user').expect(200)).body;
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        member
          .post('/api/user/memberships')
          .set('Idempotency-Key', 'double-click')
          .send({ planId: plan.id, paymentMethodId: 'pm_card_visa' }),
      ),
    );
    expect(answers.map((res) => res.status)).toEqual(Array(6).fill(201));
    const ids = new Set(answers.map((res) => res.body.id));
    expect(ids.size).toBe(1);
    expect(answers[0].body.status).toBe('active');
    const charges = (await admin.get('/api/admin/transactions?status=paid').expect(200)).body.filter(
      (t: { userId: number }) => t.userId === me.id,
    );
    expect(charges).toHaveLength(1);
  });

  it('keeps one copy of a card typed in again at each change of plan', async () => {
    const plans = [await newPlan({ price: 20 }), await newPlan({ price: 30 }), await newPlan({ price: 40 })];
    const member = await registerMember(stack);
    const buy = (planId: number, paymentMethodId: string) =>
      member.post('/api/user/memberships').send({ planId, paymentMethodId }).expect(201);
    await buy(plans[0].id, 'pm_card_visa');
    // The same test card again, by its number this time: the same card.
    await buy(plans[1].id, '4242 4242 4242 4242');
    const cards = (await member.get('/api/payment-methods').expect(200)).body;
    expect(cards).toEqual([
      expect.objectContaining({ cardBrand: 'visa', cardLast4: '4242', isDefault: true }),
    ]);
    await buy(plans[2].id, 'pm_card_mastercard');
    const after = (await member.get('/api/payment-methods').expect(200)).body;
    expect(after.map((c: { cardLast4: string }) => c.cardLast4).sort()).toEqual(['4242', '4444']);
    // Saving a card on the cards page is the member's own choice: a second copy is saved as asked.
    await member
      .post('/api/payment-methods')
      .send({ paymentMethodId: 'pm_card_visa', setDefault: false })
      .expect(201);
    expect((await member.get('/api/payment-methods').expect(200)).body).toHaveLength(3);
  });

  it('buys one membership and charges once when the member sends the purchase many times at once', async () => {
    const plan = await newPlan({ price: 30, classCredits: 3 });
    for (let round = 0; round < 3; round += 1) {
      const member = await registerMember(stack);
      const me = (await member.get('/api/user').expect(200)).body;
      const answers = await Promise.all(
        Array.from({ length: 6 }, () =>
          member.post('/api/user/memberships').send({ planId: plan.id, paymentMethodId: 'pm_card_visa' }),
        ),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
      const memberships = (await member.get('/api/user/memberships').expect(200)).body;
      expect(memberships.map((m: { status: string }) => m.status)).toEqual(['active']);
      const charges = (await admin.get('/api/admin/transactions').expect(200)).body.filter(
        (t: { userId: number; kind: string }) => t.userId === me.id,
      );
      expect(charges).toEqual([expect.objectContaining({ status: 'paid', amount: 30 })]);
    }
  });

  it('the Stripe webhook needs Stripe: 404 in sandbox mode, signed or not', async () => {
    const unsigned = await stack.agent().post('/api/stripe/webhook').send({ id: 'evt_1' }).expect(404);
    expect(unsigned.body.message).toBe('Stripe webhooks are not enabled on this server');
    const res = await stack
      .agent()
      .post('/api/stripe/webhook')
      .set('Stripe-Signature', 't=1,v1=abc')
      .send({ id: 'evt_1' })
      .expect(404);
    expect(res.body.message).toBe('Stripe webhooks are not enabled on this server');
  });
});
