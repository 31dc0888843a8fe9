import { Controller } from '@nestjs/common';
import {
  AuthenticatedUserDto,
  AuthSnapshotDto,
  IDENTITY_ROUTES as R,
  SavedNotificationPreferencesDto,
  UserDto,
} from '@studio/contracts';
import { RouteInput, Serves } from '@studio/platform';
import { UsersService } from './users.service';

/**
 * What only the gateway and services call: credentials, registration, the per-request session check and the
 * settings panel's save (from notifications).
 */
@Controller()
export class InternalUsersController {
  constructor(private readonly users: UsersService) {}

  @Serves(R.verifyLogin)
  login({ body }: RouteInput<typeof R.verifyLogin>): Promise<AuthenticatedUserDto> {
    return this.users.verifyCredentials(body.username, body.password, body.clientAddress, body.deviceToken);
  }

  @Serves(R.register)
  register({ body }: RouteInput<typeof R.register>): Promise<AuthenticatedUserDto> {
    return this.users.register(body, body.clientAddress);
  }

  @Serves(R.getAuthSnapshot)
  auth({ params }: RouteInput<typeof R.getAuthSnapshot>): Promise<AuthSnapshotDto> {
    return this.users.authSnapshot(params.id);
  }

  @Serves(R.updateNotificationPreferences)
  notificationPreferences({
    params,
    body,
  }: RouteInput<typeof R.updateNotificationPreferences>): Promise<SavedNotificationPreferencesDto> {
    return this.users.updateNotificationPreferences(params.id, body);
  }
}

@Controller()
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Serves(R.getCurrentUser)
  me({ caller }: RouteInput<typeof R.getCurrentUser>): Promise<UserDto> {
    return this.users.getUser(caller.userId);
  }

  @Serves(R.getProfile)
  profile({ caller }: RouteInput<typeof R.getProfile>): Promise<UserDto> {
    return this.users.getUser(caller.userId);
  }

  @Serves(R.updateCurrentUser)
  updateMe({ caller, body }: RouteInput<typeof R.updateCurrentUser>): Promise<UserDto> {
    return this.users.updateOwnProfile(caller.userId, body);
  }

  @Serves(R.listUsers)
  list(): Promise<UserDto[]> {
    return this.users.list();
  }

  @Serves(R.promoteUser)
  promote({ caller, params }: RouteInput<typeof R.promoteUser>): Promise<UserDto> {
    return this.users.promote(caller.userId, params.id);
  }

  @Serves(R.demoteUser)
  demote({ caller, params }: RouteInput<typeof R.demoteUser>): Promise<UserDto> {
    return this.users.demote(caller.userId, params.id);
  }
}
