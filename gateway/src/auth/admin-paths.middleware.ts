import { Injectable, NestMiddleware } from '@nestjs/common';
import { requireCaller } from '@studio/platform';
import type { NextFunction, Response } from 'express';
import { AuthenticatedRequest } from './caller';

/**
 * Every /api/admin path, whichever module serves it (or none), answers 401 to the anonymous and 403 to
 * members. Runs after the session middleware, which resolves the caller.
 */
@Injectable()
export class AdminPathsMiddleware implements NestMiddleware {
  use(req: AuthenticatedRequest, _res: Response, next: NextFunction): void {
    requireCaller(req.caller, 'admin');
    next();
  }
}
