import { Body, Controller, HttpCode, HttpStatus, Logger, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  AuthMessageDto,
  ForgotPasswordDto,
  IDENTITY_ROUTES,
  PASSWORD_RESET_MESSAGES,
} from '@studio/contracts';
import { ServiceClients } from '@studio/platform';

@ApiTags('auth')
@Controller()
export class PasswordResetController {
  private readonly logger = new Logger('PasswordReset');

  constructor(private readonly clients: ServiceClients) {}

  @Post('forgot-password')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'E-mail a reset link; answers the same whether or not the address is known' })
  @ApiOkResponse({ type: AuthMessageDto })
  @ApiBadRequestResponse({ description: 'Please enter a valid email' })
  forgotPassword(@Body() body: ForgotPasswordDto): AuthMessageDto {
    // Answered without waiting: how long identity takes must not tell whether the address is known.
    this.clients
      .of('identity')
      .call(IDENTITY_ROUTES.requestPasswordReset, { body })
      .catch((error: unknown) =>
        this.logger.error(
          `password reset request failed: ${error instanceof Error ? error.message : String(error)}`,
          error instanceof Error ? error.stack : undefined,
        ),
      );
    return { message: PASSWORD_RESET_MESSAGES.requested };
  }
}
