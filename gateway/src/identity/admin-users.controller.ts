import { Controller, Get, Param, ParseIntPipe, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { UserDto } from '@studio/contracts';
import { ACCESS_MESSAGES, type Caller } from '@studio/platform';
import { AdminSessionCaller } from '../auth/caller';
import { ServiceClients } from '../clients/service-clients';

@ApiTags('admin')
@ApiUnauthorizedResponse({ description: ACCESS_MESSAGES.loginRequired })
@ApiForbiddenResponse({ description: ACCESS_MESSAGES.adminRequired })
@Controller('admin/users')
export class AdminUsersController {
  constructor(private readonly clients: ServiceClients) {}

  @Get()
  @ApiOperation({ summary: 'Every user, by id' })
  @ApiOkResponse({ type: [UserDto] })
  list(@AdminSessionCaller() caller: Caller): Promise<UserDto[]> {
    return this.clients.identity.get<UserDto[]>('/users', { caller });
  }

  @Put(':id/promote')
  @ApiOperation({ summary: 'Make a user an admin' })
  @ApiOkResponse({ type: UserDto })
  @ApiNotFoundResponse({ description: 'User not found' })
  promote(@AdminSessionCaller() caller: Caller, @Param('id', ParseIntPipe) id: number): Promise<UserDto> {
    return this.clients.identity.put<UserDto>(`/users/${id}/promote`, { caller });
  }

  @Put(':id/demote')
  @ApiOperation({ summary: "Remove a user's admin privileges (never one's own)" })
  @ApiOkResponse({ type: UserDto })
  @ApiBadRequestResponse({ description: 'You cannot remove your own admin privileges' })
  @ApiNotFoundResponse({ description: 'User not found' })
  demote(@AdminSessionCaller() caller: Caller, @Param('id', ParseIntPipe) id: number): Promise<UserDto> {
    return this.clients.identity.put<UserDto>(`/users/${id}/demote`, { caller });
  }
}
