import { IdParamsDto, TokenParamsDto } from '../common/params.dto';
import { defineRoutes } from '../routes/route-definition';
import { InternalLoginDto, InternalRegisterDto } from './internal-auth.dto';
import { ForgotPasswordDto, ResetPasswordDto, TokenValidationDto } from './password-reset.dto';
import { UpdateUserDto } from './update-user.dto';
import { NotificationPreferencesDto } from '../notifications/notification-settings.dto';
import {
  AuthenticatedUserDto,
  AuthMessageDto,
  AuthSnapshotDto,
  SavedNotificationPreferencesDto,
  UserDto,
} from './user.dto';

const service = 'identity';

/**
 * The change signal (platform ChangeSignals) of a change to users: the gateways give it for every change made
 * through identity, and identity for what it takes from other services' events, so that whoever keeps users'
 * roles or profiles reads them again.
 */
export const USER_CHANGES_SIGNAL = 'identity-users';

export const IDENTITY_ROUTES = defineRoutes('identity', {
  getCurrentUser: {
    method: 'GET',
    path: 'user',
    service,
    access: 'member',
    tag: 'auth',
    summary: 'The signed-in user',
    response: UserDto,
  },
  getProfile: {
    method: 'GET',
    path: 'users/profile',
    service,
    access: 'member',
    tag: 'auth',
    summary: 'The signed-in user, as GET /api/user (spec §7 refreshes this key after membership changes)',
    response: UserDto,
  },
  updateCurrentUser: {
    method: 'PUT',
    path: 'user',
    service,
    access: 'member',
    tag: 'auth',
    summary:
      "Change one's own profile; the e-mail and the password only with the current password (other sessions end on a new password)",
    body: UpdateUserDto,
    response: UserDto,
    errors: [409, 429],
  },
  listUsers: {
    method: 'GET',
    path: 'admin/users',
    service,
    access: 'admin',
    tag: 'admin',
    summary: 'Every user, by id',
    response: [UserDto],
  },
  promoteUser: {
    method: 'PUT',
    path: 'admin/users/:id/promote',
    service,
    access: 'admin',
    tag: 'admin',
    summary: 'Make a user an admin',
    params: IdParamsDto,
    response: UserDto,
    errors: [404],
  },
  demoteUser: {
    method: 'PUT',
    path: 'admin/users/:id/demote',
    service,
    access: 'admin',
    tag: 'admin',
    summary: "Remove a user's admin privileges (never one's own)",
    params: IdParamsDto,
    response: UserDto,
    errors: [404],
  },
  verifyLogin: {
    method: 'POST',
    path: 'internal/auth/login',
    service,
    access: 'internal',
    tag: 'internal',
    summary: 'Check a username and password',
    body: InternalLoginDto,
    response: AuthenticatedUserDto,
    errors: [401, 429],
  },
  register: {
    method: 'POST',
    path: 'internal/auth/register',
    service,
    access: 'internal',
    tag: 'internal',
    summary: 'Create a member account',
    body: InternalRegisterDto,
    response: AuthenticatedUserDto,
    status: 201,
    errors: [409, 429],
  },
  getAuthSnapshot: {
    method: 'GET',
    path: 'internal/users/:id/auth',
    service,
    access: 'internal',
    tag: 'internal',
    summary:
      'Role, auth version and the user (as GET /api/user shows them), for the session check and services',
    params: IdParamsDto,
    response: AuthSnapshotDto,
    errors: [404],
  },
  updateNotificationPreferences: {
    method: 'PUT',
    path: 'internal/users/:id/notification-preferences',
    service,
    access: 'internal',
    tag: 'internal',
    summary:
      "Saves a member's notification channels and phone number on the user (notifications' settings panel); SMS on needs a phone number",
    params: IdParamsDto,
    body: NotificationPreferencesDto,
    response: SavedNotificationPreferencesDto,
    errors: [404],
  },
  requestPasswordReset: {
    method: 'POST',
    path: 'internal/password-reset/requests',
    service,
    access: 'internal',
    tag: 'internal',
    summary: 'Send a reset link to the address, if it belongs to a user',
    body: ForgotPasswordDto,
    response: AuthMessageDto,
  },
  validateResetToken: {
    method: 'GET',
    path: 'validate-reset-token/:token',
    service,
    access: 'public',
    tag: 'auth',
    summary: 'Whether a reset token is still valid',
    params: TokenParamsDto,
    response: TokenValidationDto,
  },
  resetPassword: {
    method: 'POST',
    path: 'reset-password',
    service,
    access: 'public',
    tag: 'auth',
    summary: "Set a new password with a reset token (once); ends the user's sessions",
    body: ResetPasswordDto,
    response: AuthMessageDto,
  },
});
