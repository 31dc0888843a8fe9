import { centsToDollars, dollarsToCents, withTaxCents } from '@studio/contracts/browser';

export interface BookingPrice {
  /** The class price, dollars. */
  price: number;
  /** The 8 % tax, dollars. */
  tax: number;
  /** What a card booking charges: price times 1.08, to the cent. */
  total: number;
}

/** Spec §2/§9: the class price with 8 percent tax, computed in cents by the services' own rule. */
export function bookingPrice(price: number): BookingPrice {
  const priceCents = dollarsToCents(price);
  const totalCents = withTaxCents(priceCents);
  return {
    price: centsToDollars(priceCents),
    tax: centsToDollars(totalCents - priceCents),
    total: centsToDollars(totalCents),
  };
}
