import { ForbiddenException, UnauthorizedException } from '@nestjs/common';
import type { RouteAccess } from '@studio/contracts';
import type { Request } from 'express';

export interface Caller {
  userId: number;
  isAdmin: boolean;
}

/**
 * A request whose caller has been established: at the gateway from the session, at a service from the signed
 * assertion of the internal call. Never from headers or cookies a client controls.
 */
export interface CallerRequest extends Request {
  caller?: Caller | null;
}

export const ACCESS_MESSAGES = {
  loginRequired: 'Please log in to continue.',
  adminRequired: 'Admin access required',
} as const;

/** The access rule everywhere (gateway and services): 401 for the anonymous, 403 for a member where an admin is needed. */
export function requireCaller(caller: Caller | null | undefined, role: 'member' | 'admin'): Caller {
  if (!caller) throw new UnauthorizedException(ACCESS_MESSAGES.loginRequired);
  if (role === 'admin' && !caller.isAdmin) throw new ForbiddenException(ACCESS_MESSAGES.adminRequired);
  return caller;
}

/** Applies a route's access rule; answers the caller it may act as (null on a public route for the anonymous). */
export function checkAccess(access: RouteAccess, caller: Caller | null | undefined): Caller | null {
  if (access === 'member' || access === 'admin') return requireCaller(caller, access);
  return caller ?? null;
}
