import { IsInt, IsOptional, IsUrl, Matches, Max, Min, ValidateIf } from 'class-validator';
import { PlatformConfig } from '@studio/platform';

export class BillingConfig extends PlatformConfig {
  /** With it Stripe is the card processor; without it the sandbox processor (Stripe's test cards) runs. */
  @IsOptional()
  @Matches(/^(sk|rk)_(test|live)_\w+$/, {
    message: 'STRIPE_SECRET_KEY must be a Stripe secret key (sk_test_… or sk_live_…)',
  })
  STRIPE_SECRET_KEY?: string;

  @ValidateIf((c: BillingConfig) => c.STRIPE_SECRET_KEY !== undefined)
  @Matches(/^pk_(test|live)_\w+$/, {
    message:
      'STRIPE_PUBLISHABLE_KEY must be a Stripe publishable key (pk_test_…), required with STRIPE_SECRET_KEY',
  })
  STRIPE_PUBLISHABLE_KEY?: string;

  /** Checks the signature of Stripe's webhooks; without it /api/stripe/webhook answers 404. */
  @IsOptional()
  @Matches(/^whsec_\w+$/, { message: 'STRIPE_WEBHOOK_SECRET must be a webhook signing secret (whsec_…)' })
  STRIPE_WEBHOOK_SECRET?: string;

  /** Where the Stripe SDK sends its requests; https://api.stripe.com unless a test points it at a double. */
  @IsOptional()
  @IsUrl({ require_tld: false, require_protocol: true }, { message: 'STRIPE_API_URL must be an http(s) URL' })
  STRIPE_API_URL?: string;

  /** How often renewals, expiries and credit resets that are due are looked for (milliseconds). */
  @IsInt()
  @Min(1000)
  @Max(3_600_000)
  RENEWAL_SWEEP_MS: number = 60_000;
}
