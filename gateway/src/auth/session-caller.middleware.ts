import { HttpException, HttpStatus, Injectable, NestMiddleware } from '@nestjs/common';
import type { NextFunction, Response } from 'express';
import { AuthSnapshotDto, IDENTITY_ROUTES } from '@studio/contracts';
import { ServiceClients } from '@studio/platform';
import { ReadCache } from '../routes/read-cache';
import { sessionStillStands } from '../session/session';
import { regenerateSession } from '../session/session-lifecycle';
import { AuthenticatedRequest } from './caller';

/**
 * Turns the session into the caller for this request. Role and auth version come from identity, kept a while
 * (see ReadCache.snapshot) and forgotten by any change made through identity at any gateway, so a demotion takes
 * effect on the next request and a password reset ends every older session.
 */
@Injectable()
export class SessionCallerMiddleware implements NestMiddleware {
  constructor(
    private readonly clients: ServiceClients,
    private readonly cache: ReadCache,
  ) {}

  private async snapshot(userId: number): Promise<AuthSnapshotDto> {
    const kept = this.cache.snapshot(userId);
    if (kept) return kept;
    const generation = this.cache.currentRoleGeneration();
    const snapshot = await this.clients
      .of('identity')
      .call(IDENTITY_ROUTES.getAuthSnapshot, { params: { id: userId } });
    this.cache.keepSnapshot(userId, snapshot, generation);
    return snapshot;
  }

  async use(req: AuthenticatedRequest, _res: Response, next: NextFunction): Promise<void> {
    await this.nameCaller(req);
    next();
  }

  /** Sets `req.caller` (null when anonymous) and `req.callerUser` from the loaded session. */
  async nameCaller(req: AuthenticatedRequest): Promise<void> {
    req.caller = null;
    const userId = req.session?.userId;
    if (!userId || !(await sessionStillStands(req))) return;
    try {
      const user = await this.snapshot(userId);
      if (user.authVersion === req.session.authVersion) {
        req.caller = { userId: user.id, isAdmin: user.isAdmin };
        req.callerUser = user.user;
      } else {
        // An outdated session (an older password) ends: a fresh, empty one takes its place for the rest of the
        // request, so a login or registration made with it starts as any other.
        await regenerateSession(req);
      }
    } catch (error) {
      if (!(error instanceof HttpException) || error.getStatus() !== HttpStatus.NOT_FOUND) throw error;
      await regenerateSession(req);
    }
  }
}
