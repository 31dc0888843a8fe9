import { Controller, Headers, HttpCode, HttpStatus, Post, RawBodyRequest, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiHeader,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { ApiErrorDto, BILLING_ROUTES, WebhookResultDto } from '@studio/contracts';
import { ServiceClients } from '@studio/platform';

/**
 * Stripe signs the exact bytes it sends, so this is the one route whose body is not forwarded as validated
 * JSON: the raw body (kept by the gateway's JSON parser) and the signature go to billing, which checks them.
 */
@ApiTags('Payments')
@Controller()
export class StripeWebhookController {
  constructor(private readonly clients: ServiceClients) {}

  @Post('stripe/webhook')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary:
      "Stripe's webhook: the signature is checked and each event handled once (404 when webhooks are off)",
  })
  @ApiHeader({ name: 'Stripe-Signature', required: true })
  @ApiOkResponse({ type: WebhookResultDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'Missing or wrong signature (webhooks on)' })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'Stripe webhooks are not enabled' })
  receiveStripeWebhook(
    @Req() req: RawBodyRequest<Request>,
    @Headers('stripe-signature') signature: string | undefined,
  ): Promise<WebhookResultDto> {
    // Billing judges it all, whether webhooks are on (404 whatever the request carries) before the signature.
    return this.clients.of('billing').call(BILLING_ROUTES.handleStripeWebhook, {
      body: { payload: req.rawBody?.toString('utf8') ?? '', signature: signature ?? '' },
    });
  }
}
