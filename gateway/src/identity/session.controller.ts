import { Body, Controller, Get, Header, HttpCode, HttpStatus, Post, Req, Res } from '@nestjs/common';
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
  IDENTITY_ROUTES,
  AuthMessageDto,
  AuthStatusDto,
  IDENTITY_MESSAGES,
  LOGIN_LIMITS,
  LoginDto,
  REGISTRATION_REFUSED_MESSAGE,
  RegisterDto,
  UserDto,
} from '@studio/contracts';
import { type Caller, ServiceClients } from '@studio/platform';
import { AuthenticatedRequest, OptionalSessionCaller } from '../auth/caller';
import { GatewayConfig } from '../config';
import { apiPath, LOGIN_PATH, REGISTER_PATH } from '../http/api-paths';
import { SESSION_COOKIE } from '../session/session';
import { buildAuthStatus } from './auth-status';
import { destroySession, startUserSession } from '../session/session-lifecycle';

/** The client-kept userId hint of spec §3; cleared at logout, never trusted. */
const USER_ID_HINT_COOKIE = 'userId';

/**
 * The device token of the browser's last login (AuthenticatedUserDto.deviceToken): sent only to the login, kept
 * across logouts, so that others' guesses at the account do not lock this browser's owner out.
 */
const DEVICE_COOKIE = 'studio_device';

/** The device token the browser sent, if any. */
function deviceTokenOf(req: Request): string | undefined {
  for (const pair of (req.header('cookie') ?? '').split(';')) {
    const [name, value] = pair.trim().split('=', 2);
    if (name === DEVICE_COOKIE && value) return value;
  }
  return undefined;
}

/**
 * How long a login or a registration may take at identity: it may hold a login for its address's turn (at most
 * LOGIN_LIMITS.turnQueueMs or two back-off intervals), and it hashes passwords on a few threads, so in a burst of
 * sign-ins or sign-ups (a class letting out, a studio's launch) each waits for the hashes before it. A 503 then
 * would be wrong twice: the member was only queued, and a registration carries on at identity after the gateway
 * stops waiting.
 */
const PASSWORD_CALL_TIMEOUT_MS = Math.max(2 * LOGIN_LIMITS.backoffMaxMs, LOGIN_LIMITS.turnQueueMs) + 30_000;

/** The client's address as the gateway sees it (behind the proxy in production); identity counts attempts by it. */
function clientAddress(req: Request): string {
  return req.ip ?? 'unknown';
}

const RETRY_AFTER_HEADER = {
  'Retry-After': { description: 'Seconds until it may be tried again', schema: { type: 'integer' } },
} as const;

@ApiTags('auth')
@Controller()
export class SessionController {
  constructor(
    private readonly clients: ServiceClients,
    private readonly config: GatewayConfig,
  ) {}

  @Post(LOGIN_PATH)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary:
      'Log in; starts a new session and answers the user. Identity limits failed logins per account and address ' +
      'and per account, and spaces out the logins of an address with many failures',
  })
  @ApiOkResponse({ type: UserDto })
  @ApiBadRequestResponse({ description: 'Username must be at least 3 characters' })
  @ApiUnauthorizedResponse({ description: IDENTITY_MESSAGES.invalidCredentials })
  @ApiTooManyRequestsResponse({
    description: 'Too many login attempts. Please try again in 15 minutes.',
    headers: RETRY_AFTER_HEADER,
  })
  async login(
    @Body() body: LoginDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<UserDto> {
    const result = await this.clients.of('identity').call(IDENTITY_ROUTES.verifyLogin, {
      body: { ...body, clientAddress: clientAddress(req), deviceToken: deviceTokenOf(req) },
      timeoutMs: PASSWORD_CALL_TIMEOUT_MS,
    });
    await startUserSession(req, result.user.id, result.authVersion);
    this.keepDevice(res, result.deviceToken);
    return result.user;
  }

  @Post(REGISTER_PATH)
  @ApiOperation({ summary: 'Create a member account and log it in; isAdmin in the payload is ignored' })
  @ApiCreatedResponse({ type: UserDto })
  @ApiBadRequestResponse({ description: 'Please enter a valid email' })
  @ApiConflictResponse({ description: REGISTRATION_REFUSED_MESSAGE })
  @ApiTooManyRequestsResponse({
    description: 'Too many registration attempts. Please try again in 60 minutes.',
    headers: RETRY_AFTER_HEADER,
  })
  async register(
    @Body() body: RegisterDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<UserDto> {
    const result = await this.clients.of('identity').call(IDENTITY_ROUTES.register, {
      body: { ...body, clientAddress: clientAddress(req) },
      timeoutMs: PASSWORD_CALL_TIMEOUT_MS,
    });
    await startUserSession(req, result.user.id, result.authVersion);
    this.keepDevice(res, result.deviceToken);
    return result.user;
  }

  @Post('logout')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'End the session (always succeeds)' })
  @ApiOkResponse({ type: AuthMessageDto })
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<AuthMessageDto> {
    await destroySession(req);
    res.clearCookie(SESSION_COOKIE, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: this.secureCookies(),
    });
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
    // The session check already fetched the signed-in user (kept briefly, forgotten on any change to it).
    const user = caller
      ? ((req as AuthenticatedRequest).callerUser ??
        (await this.clients.of('identity').call(IDENTITY_ROUTES.getCurrentUser, { caller })))
      : null;
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

  /** Cookies go over https only where the app is served so (production behind https). */
  private secureCookies(): boolean {
    return this.config.NODE_ENV === 'production' && this.config.PUBLIC_URL.startsWith('https://');
  }

  private keepDevice(res: Response, deviceToken: string): void {
    res.cookie(DEVICE_COOKIE, deviceToken, {
      path: apiPath(LOGIN_PATH),
      httpOnly: true,
      sameSite: 'strict',
      secure: this.secureCookies(),
      maxAge: LOGIN_LIMITS.deviceTokenMaxAgeMs,
    });
  }
}
