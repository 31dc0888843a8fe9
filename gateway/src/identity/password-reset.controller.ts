import { Body, Controller, Get, HttpCode, HttpStatus, Logger, Param, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  AuthMessageDto,
  ForgotPasswordDto,
  PASSWORD_RESET_MESSAGES,
  ResetPasswordDto,
  TokenValidationDto,
} from '@studio/contracts';
import { ServiceClients } from '../clients/service-clients';

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
    this.clients.identity
      .post<AuthMessageDto>('/internal/password-reset/requests', { body })
      .catch((error: unknown) =>
        this.logger.error(
          `password reset request failed: ${error instanceof Error ? error.message : String(error)}`,
          error instanceof Error ? error.stack : undefined,
        ),
      );
    return { message: PASSWORD_RESET_MESSAGES.requested };
  }

  @Get('validate-reset-token/:token')
  @ApiOperation({ summary: 'Whether a reset token is still valid' })
  @ApiOkResponse({ type: TokenValidationDto })
  validateResetToken(@Param('token') token: string): Promise<TokenValidationDto> {
    return this.clients.identity.get<TokenValidationDto>(
      `/internal/password-reset/tokens/${encodeURIComponent(token)}`,
    );
  }

  @Post('reset-password')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: "Set a new password with a reset token; ends the user's sessions" })
  @ApiOkResponse({ type: AuthMessageDto })
  @ApiBadRequestResponse({ description: 'Invalid or expired token.' })
  resetPassword(@Body() body: ResetPasswordDto): Promise<AuthMessageDto> {
    return this.clients.identity.post<AuthMessageDto>('/internal/password-reset/resets', { body });
  }
}
