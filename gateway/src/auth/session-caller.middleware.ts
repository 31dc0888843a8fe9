import { HttpException, HttpStatus, Injectable, NestMiddleware } from '@nestjs/common';
import type { NextFunction, Response } from 'express';
import { ServiceClients } from '../clients/service-clients';
import { destroySession } from '../session/session-lifecycle';
import { AuthenticatedRequest } from './caller';

interface AuthSnapshot {
  id: number;
  isAdmin: boolean;
  authVersion: number;
}

/**
 * Turns the session into the caller for this request. Role and auth version are read fresh from identity,
 * so a demotion takes effect at once and a password reset ends every older session.
 */
@Injectable()
export class SessionCallerMiddleware implements NestMiddleware {
  constructor(private readonly clients: ServiceClients) {}

  async use(req: AuthenticatedRequest, _res: Response, next: NextFunction): Promise<void> {
    req.caller = null;
    const userId = req.session?.userId;
    if (!userId) return next();
    try {
      const user = await this.clients.identity.get<AuthSnapshot>(`/internal/users/${userId}/auth`);
      if (user.authVersion === req.session.authVersion) {
        req.caller = { userId: user.id, isAdmin: user.isAdmin };
      } else {
        await destroySession(req);
      }
    } catch (error) {
      if (!(error instanceof HttpException) || error.getStatus() !== HttpStatus.NOT_FOUND) throw error;
      await destroySession(req);
    }
    next();
  }
}
