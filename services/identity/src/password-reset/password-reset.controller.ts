import { Controller } from '@nestjs/common';
import { AuthMessageDto, IDENTITY_ROUTES as R, TokenValidationDto } from '@studio/contracts';
import { RouteInput, Serves } from '@studio/platform';
import { PasswordResetService } from './password-reset.service';

@Controller()
export class PasswordResetController {
  constructor(private readonly passwordReset: PasswordResetService) {}

  @Serves(R.requestPasswordReset)
  request({ body }: RouteInput<typeof R.requestPasswordReset>): Promise<AuthMessageDto> {
    return this.passwordReset.requestReset(body.email);
  }

  @Serves(R.validateResetToken)
  validate({ params }: RouteInput<typeof R.validateResetToken>): Promise<TokenValidationDto> {
    return this.passwordReset.validate(params.token);
  }

  @Serves(R.resetPassword)
  reset({ body }: RouteInput<typeof R.resetPassword>): Promise<AuthMessageDto> {
    return this.passwordReset.reset(body.token, body.newPassword);
  }
}
