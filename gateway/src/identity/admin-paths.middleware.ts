import { ForbiddenException, Injectable, NestMiddleware, UnauthorizedException } from '@nestjs/common';
import type { NextFunction, Response } from 'express';
import { AuthenticatedRequest } from '../auth/caller';

/**
 * Every /api/admin path, whichever module serves it (or none), answers 401 to the anonymous and 403 to
 * members. Runs after the session middleware; a caller not yet resolved counts as anonymous.
 */
@Injectable()
export class AdminPathsMiddleware implements NestMiddleware {
  use(req: AuthenticatedRequest, _res: Response, next: NextFunction): void {
    if (!req.caller) throw new UnauthorizedException('Please log in to continue.');
    if (!req.caller.isAdmin) throw new ForbiddenException('Admin access required');
    next();
  }
}
