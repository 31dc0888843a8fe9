import { Module, OnModuleInit } from '@nestjs/common';
import { IDENTITY_ROUTES, UpdateUserDto } from '@studio/contracts';
import { CallerRequest, ServiceClients } from '@studio/platform';
import { AuthenticatedRequest } from '../auth/caller';
import { ForwardHooks } from '../routes/forward-hooks';
import { startUserSession } from '../session/session-lifecycle';
import { PasswordResetController } from './password-reset.controller';
import { SessionController } from './session.controller';

/**
 * What the gateway itself does for identity: sessions (login, registration, logout, auth status) and the
 * password-reset answers. Attempt limits live in identity, where the passwords are checked, so that no caller
 * can go around them.
 */
@Module({
  controllers: [SessionController, PasswordResetController],
})
export class IdentityGatewayModule implements OnModuleInit {
  constructor(
    private readonly hooks: ForwardHooks,
    private readonly clients: ServiceClients,
  ) {}

  onModuleInit(): void {
    // The session check already fetched the signed-in user with the role: no second call to identity for it.
    const signedInUser = (req: CallerRequest) => (req as AuthenticatedRequest).callerUser;
    this.hooks.answerLocally(IDENTITY_ROUTES.getCurrentUser, signedInUser);
    this.hooks.answerLocally(IDENTITY_ROUTES.getProfile, signedInUser);
    // A new password bumps the auth version: every other session ends, and this one carries on under a new id,
    // so a copy of its cookie (what a member changing a suspect password fears) ends too.
    this.hooks.after(IDENTITY_ROUTES.updateCurrentUser, async (req: CallerRequest) => {
      if ((req.body as UpdateUserDto | undefined)?.newPassword === undefined || !req.caller) return;
      const auth = await this.clients.of('identity').call(IDENTITY_ROUTES.getAuthSnapshot, {
        params: { id: req.caller.userId },
      });
      await startUserSession(req, req.caller.userId, auth.authVersion);
    });
  }
}
