import {
  Body,
  Controller,
  Get,
  Header,
  HttpCode,
  HttpException,
  HttpStatus,
  Post,
  Req,
  Res,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import {
  AuthenticatedUserDto,
  AuthMessageDto,
  AuthStatusDto,
  LoginDto,
  RegisterDto,
  UserDto,
} from '@studio/contracts';
import type { Caller } from '@studio/platform';
import { OptionalSessionCaller } from '../auth/caller';
import { ServiceClients } from '../clients/service-clients';
import { GatewayConfig } from '../config';
import { SESSION_COOKIE } from '../session/session';
import { buildAuthStatus } from './auth-status';
import { LoginRateLimiter, retryAfterSeconds, tooManyAttemptsMessage } from './login-rate-limiter';
import { destroySession, startUserSession } from '../session/session-lifecycle';

/** The client-kept userId hint of spec §3; cleared at logout, never trusted. */
const USER_ID_HINT_COOKIE = 'userId';

@ApiTags('auth')
@Controller()
export class SessionController {
  constructor(
    private readonly clients: ServiceClients,
    private readonly limiter: LoginRateLimiter,
    private readonly config: GatewayConfig,
  ) {}

  @Post('login')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Log in; starts a new session and answers the user' })
  @ApiOkResponse({ type: UserDto })
  @ApiBadRequestResponse({ description: 'Username must be at least 3 characters' })
  @ApiUnauthorizedResponse({ description: 'Invalid username or password' })
  @ApiTooManyRequestsResponse({
    description: 'Too many login attempts. Please try again in 15 minutes.',
    headers: {
      'Retry-After': { description: 'Seconds until a login may be tried again', schema: { type: 'integer' } },
    },
  })
  async login(
    @Body() body: LoginDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<UserDto> {
    const attempt = { username: body.username, address: req.ip ?? 'unknown' };
    const waitMs = await this.limiter.blockedForMs(attempt);
    if (waitMs > 0) {
      res.setHeader('Retry-After', String(retryAfterSeconds(waitMs)));
      throw new HttpException(tooManyAttemptsMessage(waitMs), HttpStatus.TOO_MANY_REQUESTS);
    }
    let result: AuthenticatedUserDto;
    try {
      result = await this.clients.identity.post<AuthenticatedUserDto>('/internal/auth/login', { body });
    } catch (error) {
      if (error instanceof HttpException && error.getStatus() === HttpStatus.UNAUTHORIZED) {
        await this.limiter.recordFailure(attempt);
      }
      throw error;
    }
    await this.limiter.recordSuccess(attempt);
    await startUserSession(req, result.user.id, result.authVersion);
    return result.user;
  }

  @Post('register')
  @ApiOperation({ summary: 'Create a member account and log it in; isAdmin in the payload is ignored' })
  @ApiCreatedResponse({ type: UserDto })
  @ApiBadRequestResponse({ description: 'Please enter a valid email' })
  @ApiConflictResponse({ description: 'Username already exists / Email already registered' })
  async register(@Body() body: RegisterDto, @Req() req: Request): Promise<UserDto> {
    const result = await this.clients.identity.post<AuthenticatedUserDto>('/internal/auth/register', {
      body,
    });
    await startUserSession(req, result.user.id, result.authVersion);
    return result.user;
  }

  @Post('logout')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'End the session (always succeeds)' })
  @ApiOkResponse({ type: AuthMessageDto })
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<AuthMessageDto> {
    await destroySession(req);
    const secure = this.config.NODE_ENV === 'production' && this.config.PUBLIC_URL.startsWith('https://');
    res.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure });
    res.clearCookie(USER_ID_HINT_COOKIE, { path: '/' });
    return { message: 'Logged out successfully' };
  }

  @Get('auth-status')
  @Header('Cache-Control', 'no-store, no-cache, must-revalidate')
  @ApiOperation({
    summary: 'Auth debug information; secrets redacted, and only the basics for non-admins in production',
  })
  @ApiOkResponse({ type: AuthStatusDto })
  async authStatus(
    @OptionalSessionCaller() caller: Caller | null,
    @Req() req: Request,
  ): Promise<AuthStatusDto> {
    const user = caller ? await this.clients.identity.get<UserDto>('/users/me', { caller }) : null;
    return buildAuthStatus({
      nodeEnv: this.config.NODE_ENV,
      now: new Date(),
      user,
      sessionId: req.session ? req.sessionID : null,
      session: req.session ?? null,
      headers: {
        origin: req.header('origin'),
        referer: req.header('referer'),
        host: req.header('host'),
        cookie: req.header('cookie'),
      },
    });
  }
}
