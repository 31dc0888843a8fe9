import { createServer, IncomingMessage, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { CardRejectedError, PROCESSOR_MESSAGES } from './payment-processor';
import { StripePaymentProcessor } from './stripe-processor';

interface Seen {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
  form: URLSearchParams;
}

/** A local double of the Stripe API: records what the SDK sends and answers as Stripe does. */
function startStripeDouble(): Promise<{ server: Server; url: string; seen: Seen[] }> {
  const seen: Seen[] = [];
  const server = createServer((req: IncomingMessage, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      const form = new URLSearchParams(body);
      const path = req.url ?? '';
      seen.push({
        method: req.method ?? '',
        path,
        idempotencyKey: req.headers['idempotency-key'] as string | undefined,
        authorization: req.headers.authorization,
        form,
      });
      const reply = (status: number, json: unknown) =>
        res
          .writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_1' })
          .end(JSON.stringify(json));
      if (path === '/v1/customers') return reply(200, { id: 'cus_123', object: 'customer' });
      if (path === '/v1/payment_methods/pm_missing/attach') {
        return reply(404, {
          error: {
            type: 'invalid_request_error',
            code: 'resource_missing',
            message: "No such PaymentMethod: 'pm_missing'",
          },
        });
      }
      if (path.endsWith('/attach')) {
        return reply(200, {
          id: 'pm_1Abc',
          object: 'payment_method',
          card: {
            brand: 'visa',
            last4: '4242',
            exp_month: 8,
            exp_year: 2031,
            fingerprint: 'Xt5EWLLDS7FJjR1c',
          },
        });
      }
      if (path === '/v1/payment_intents') {
        const pm = form.get('payment_method');
        if (pm === 'pm_card_chargeDeclined') {
          return reply(402, {
            error: {
              type: 'card_error',
              code: 'card_declined',
              decline_code: 'generic_decline',
              message: 'Your card was declined.',
              payment_intent: {
                id: 'pi_declined',
                object: 'payment_intent',
                status: 'requires_payment_method',
              },
            },
          });
        }
        if (pm === 'pm_card_authenticationRequired') {
          return reply(200, {
            id: 'pi_3ds',
            object: 'payment_intent',
            status: 'requires_action',
            client_secret: 'pi_3ds_secret_x',
          });
        }
        return reply(200, {
          id: 'pi_ok',
          object: 'payment_intent',
          status: 'succeeded',
          client_secret: 'pi_ok_secret',
        });
      }
      if (path === '/v1/refunds') return reply(200, { id: 're_1', object: 'refund', status: 'succeeded' });
      reply(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL ${path}` } });
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen }),
    ),
  );
}

describe('Stripe processor (the official SDK against a local double of the Stripe API)', () => {
  let double: Awaited<ReturnType<typeof startStripeDouble>>;
  let stripe: StripePaymentProcessor;
  const webhookSecret = 'whsec_test_secret';

  beforeAll(async () => {
    double = await startStripeDouble();
    stripe = new StripePaymentProcessor({
      secretKey: 'sk_test_123',
      publishableKey: 'pk_test_123',
      webhookSecret,
      apiUrl: double.url,
    });
  });
  afterAll(() => new Promise<void>((resolve) => double.server.close(() => resolve())));
  beforeEach(() => double.seen.splice(0));

  it('creates a customer once per member (idempotency key) with the secret key', async () => {
    expect(await stripe.createCustomer(42)).toBe('cus_123');
    expect(double.seen[0]).toMatchObject({
      method: 'POST',
      path: '/v1/customers',
      idempotencyKey: 'customer-42',
      authorization: 'Bearer sk_test_123',
    });
    expect(double.seen[0].form.get('metadata[userId]')).toBe('42');
  });

  it('attaches a card to the customer and reads brand, last four and expiry', async () => {
    expect(await stripe.attachCard('cus_123', 'pm_card_visa')).toEqual({
      paymentMethodId: 'pm_1Abc',
      brand: 'visa',
      last4: '4242',
      expMonth: 8,
      expYear: 2031,
      fingerprint: 'Xt5EWLLDS7FJjR1c',
    });
    expect(double.seen[0]).toMatchObject({ path: '/v1/payment_methods/pm_card_visa/attach' });
    expect(double.seen[0].form.get('customer')).toBe('cus_123');
    await expect(stripe.attachCard('cus_123', 'pm_missing')).rejects.toThrow(
      new CardRejectedError(PROCESSOR_MESSAGES.unknownCard),
    );
  });

  it('never sends a card number to Stripe', async () => {
    await expect(stripe.attachCard('cus_123', '4242 4242 4242 4242')).rejects.toThrow(
      PROCESSOR_MESSAGES.cardNumberOutsideSandbox,
    );
    expect(double.seen).toEqual([]);
  });

  it('charges with a confirmed PaymentIntent in cents, carrying our idempotency key', async () => {
    const outcome = await stripe.charge({
      customerId: 'cus_123',
      paymentMethodId: 'pm_1Abc',
      amountCents: 2700,
      idempotencyKey: 'booking:7:charge',
      description: 'Booking 7',
      offSession: false,
      metadata: { bookingId: '7' },
    });
    expect(outcome).toEqual({ status: 'paid', paymentId: 'pi_ok', clientSecret: null, failureMessage: null });
    const sent = double.seen[0];
    expect(sent).toMatchObject({ path: '/v1/payment_intents', idempotencyKey: 'booking:7:charge' });
    expect(Object.fromEntries(sent.form)).toMatchObject({
      amount: '2700',
      currency: 'usd',
      customer: 'cus_123',
      payment_method: 'pm_1Abc',
      confirm: 'true',
      'metadata[bookingId]': '7',
    });
    expect(sent.form.has('off_session')).toBe(false);
  });

  it('reports a decline as a failed outcome and 3-D Secure as pending with the client secret', async () => {
    const base = { amountCents: 5000, description: 'Renewal', metadata: {}, offSession: true };
    expect(
      await stripe.charge({ ...base, paymentMethodId: 'pm_card_chargeDeclined', idempotencyKey: 'k1' }),
    ).toEqual({
      status: 'failed',
      paymentId: 'pi_declined',
      clientSecret: null,
      failureMessage: 'Your card was declined.',
    });
    expect(double.seen[0].form.get('off_session')).toBe('true');
    expect(
      await stripe.charge({
        ...base,
        offSession: false,
        paymentMethodId: 'pm_card_authenticationRequired',
        idempotencyKey: 'k2',
      }),
    ).toEqual({
      status: 'pending',
      paymentId: 'pi_3ds',
      clientSecret: 'pi_3ds_secret_x',
      failureMessage: null,
    });
  });

  it('refunds part of a PaymentIntent with our idempotency key', async () => {
    expect(
      await stripe.refund({ paymentId: 'pi_ok', amountCents: 1700, idempotencyKey: 'booking:7:refund' }),
    ).toEqual({ status: 'paid', refundId: 're_1', failureMessage: null });
    expect(double.seen[0]).toMatchObject({ path: '/v1/refunds', idempotencyKey: 'booking:7:refund' });
    expect(Object.fromEntries(double.seen[0].form)).toEqual({ payment_intent: 'pi_ok', amount: '1700' });
  });

  it('accepts only webhooks signed with the secret, and reads the payment status from them', () => {
    const payload = JSON.stringify(
      {
        id: 'evt_1',
        object: 'event',
        type: 'payment_intent.succeeded',
        data: { object: { id: 'pi_3ds', object: 'payment_intent', status: 'succeeded' } },
      },
      null,
      2,
    );
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    expect(stripe.verifyWebhook(payload, header)).toEqual({
      id: 'evt_1',
      type: 'payment',
      paymentId: 'pi_3ds',
      status: 'paid',
      failureMessage: null,
    });
    expect(() => stripe.verifyWebhook(payload.replace('succeeded', 'canceled'), header)).toThrow(
      PROCESSOR_MESSAGES.badSignature,
    );
    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_other' });
    expect(() => stripe.verifyWebhook(payload, forged)).toThrow(PROCESSOR_MESSAGES.badSignature);
    expect(() => stripe.verifyWebhook(payload, '')).toThrow(PROCESSOR_MESSAGES.unsigned);
  });
});
