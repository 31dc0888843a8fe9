import { Body, Controller, Get, HttpCode, HttpStatus, Param, ParseIntPipe, Post, Put } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  AuthenticatedUserDto,
  AuthSnapshotDto,
  LoginDto,
  RegisterDto,
  UpdateUserDto,
  UserDto,
} from '@studio/contracts';
import { AdminCaller, Caller, CurrentCaller } from '@studio/platform';
import { UsersService } from './users.service';

/** What only the gateway calls: credentials, registration and the per-request session check. */
@ApiTags('internal')
@Controller('internal')
export class InternalUsersController {
  constructor(private readonly users: UsersService) {}

  @Post('auth/login')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Check a username and password' })
  @ApiOkResponse({ type: AuthenticatedUserDto })
  login(@Body() body: LoginDto): Promise<AuthenticatedUserDto> {
    return this.users.verifyCredentials(body.username, body.password);
  }

  @Post('auth/register')
  @ApiOperation({ summary: 'Create a member account' })
  @ApiOkResponse({ type: AuthenticatedUserDto })
  register(@Body() body: RegisterDto): Promise<AuthenticatedUserDto> {
    return this.users.register(body);
  }

  @Get('users/:id/auth')
  @ApiOperation({ summary: 'Role and auth version of a user, for the session check' })
  @ApiOkResponse({ type: AuthSnapshotDto })
  auth(@Param('id', ParseIntPipe) id: number): Promise<AuthSnapshotDto> {
    return this.users.authSnapshot(id);
  }
}

@ApiTags('users')
@Controller('users')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Get('me')
  @ApiOperation({ summary: "The caller's own account" })
  @ApiOkResponse({ type: UserDto })
  me(@CurrentCaller() caller: Caller): Promise<UserDto> {
    return this.users.getUser(caller.userId);
  }

  @Put('me')
  @ApiOperation({ summary: "Change the caller's own profile (and password, with the current one)" })
  @ApiOkResponse({ type: UserDto })
  updateMe(@CurrentCaller() caller: Caller, @Body() body: UpdateUserDto): Promise<UserDto> {
    return this.users.updateOwnProfile(caller.userId, body);
  }

  @Get()
  @ApiOperation({ summary: 'Every user, by id (admin)' })
  @ApiOkResponse({ type: [UserDto] })
  list(@AdminCaller() _caller: Caller): Promise<UserDto[]> {
    return this.users.list();
  }

  @Put(':id/promote')
  @ApiOperation({ summary: 'Make a user an admin (admin)' })
  @ApiOkResponse({ type: UserDto })
  promote(@AdminCaller() _caller: Caller, @Param('id', ParseIntPipe) id: number): Promise<UserDto> {
    return this.users.promote(id);
  }

  @Put(':id/demote')
  @ApiOperation({ summary: "Remove a user's admin role; never one's own (admin)" })
  @ApiOkResponse({ type: UserDto })
  demote(@AdminCaller() caller: Caller, @Param('id', ParseIntPipe) id: number): Promise<UserDto> {
    return this.users.demote(caller.userId, id);
  }
}
