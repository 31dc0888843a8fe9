import type { CancellationResult } from './api/bookings-api';
import { cancellationMessage } from './cancellation-result';

function creditResult(
  fields: Pick<CancellationResult, 'isFullRefund' | 'creditReturned'>,
): CancellationResult {
  return {
    usedCredits: true,
    refundAmount: 0,
    cancellationFee: 0,
    originalPayment: 0,
    ...fields,
  } as CancellationResult;
}

describe('cancellationMessage for a credit booking', () => {
  it('says the credit came back, or why it did not: too late, or its membership period is over', () => {
    expect(cancellationMessage(creditResult({ isFullRefund: true, creditReturned: true })).description).toBe(
      'Your class credit has been returned to your membership.',
    );
    expect(
      cancellationMessage(creditResult({ isFullRefund: false, creditReturned: false })).description,
    ).toBe('Cancelled less than 24 hours before the class, so the credit is not returned.');
    expect(cancellationMessage(creditResult({ isFullRefund: true, creditReturned: false })).description).toBe(
      'The class credit was not returned, as the credit period it was spent in has ended (credits reset every 30 days).',
    );
  });
});
