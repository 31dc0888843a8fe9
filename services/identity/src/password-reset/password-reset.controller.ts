import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AuthMessageDto, ForgotPasswordDto, ResetPasswordDto, TokenValidationDto } from '@studio/contracts';
import { PasswordResetService } from './password-reset.service';

@ApiTags('internal')
@Controller('internal/password-reset')
export class PasswordResetController {
  constructor(private readonly passwordReset: PasswordResetService) {}

  @Post('requests')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Send a reset link to the address, if it belongs to a user' })
  @ApiOkResponse({ type: AuthMessageDto })
  request(@Body() body: ForgotPasswordDto): Promise<AuthMessageDto> {
    return this.passwordReset.requestReset(body.email);
  }

  @Get('tokens/:token')
  @ApiOperation({ summary: 'Whether a reset token can still be used' })
  @ApiOkResponse({ type: TokenValidationDto })
  validate(@Param('token') token: string): Promise<TokenValidationDto> {
    return this.passwordReset.validate(token);
  }

  @Post('resets')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Set a new password with a reset token (once)' })
  @ApiOkResponse({ type: AuthMessageDto })
  reset(@Body() body: ResetPasswordDto): Promise<AuthMessageDto> {
    return this.passwordReset.reset(body.token, body.newPassword);
  }
}
