import { Body, Controller, Get, Put, Req, UnauthorizedException } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { AuthSnapshotDto, UpdateUserDto, UserDto } from '@studio/contracts';
import type { Caller } from '@studio/platform';
import { OptionalSessionCaller } from '../auth/caller';
import { ServiceClients } from '../clients/service-clients';
import { saveSession } from '../session/session-lifecycle';

const NOT_AUTHENTICATED = 'Not authenticated';

@ApiTags('auth')
@Controller('user')
export class UserController {
  constructor(private readonly clients: ServiceClients) {}

  @Get()
  @ApiOperation({ summary: 'The signed-in user' })
  @ApiOkResponse({ type: UserDto })
  @ApiUnauthorizedResponse({ description: NOT_AUTHENTICATED })
  me(@OptionalSessionCaller() caller: Caller | null): Promise<UserDto> {
    if (!caller) throw new UnauthorizedException(NOT_AUTHENTICATED);
    return this.clients.identity.get<UserDto>('/users/me', { caller });
  }

  @Put()
  @ApiOperation({
    summary:
      "Change one's own profile; the password only with newPassword and the current one (other sessions end)",
  })
  @ApiOkResponse({ type: UserDto })
  @ApiBadRequestResponse({ description: 'Current password is incorrect' })
  @ApiConflictResponse({ description: 'Username already exists / Email already registered' })
  @ApiUnauthorizedResponse({ description: NOT_AUTHENTICATED })
  async update(
    @OptionalSessionCaller() caller: Caller | null,
    @Body() body: UpdateUserDto,
    @Req() req: Request,
  ): Promise<UserDto> {
    if (!caller) throw new UnauthorizedException(NOT_AUTHENTICATED);
    const user = await this.clients.identity.put<UserDto>('/users/me', { caller, body });
    if (body.newPassword !== undefined) {
      // The change bumped the auth version: this session carries on, every other one ends.
      const auth = await this.clients.identity.get<AuthSnapshotDto>(`/internal/users/${caller.userId}/auth`);
      req.session.authVersion = auth.authVersion;
      await saveSession(req);
    }
    return user;
  }
}
