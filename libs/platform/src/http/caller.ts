import {
  createParamDecorator,
  ExecutionContext,
  UnauthorizedException,
  ForbiddenException,
} from '@nestjs/common';
import type { Request } from 'express';

/** Who the gateway says is calling: it sets these headers from the session, and only it can reach a service. */
export const CALLER_ID_HEADER = 'x-caller-id';
export const CALLER_ADMIN_HEADER = 'x-caller-admin';

export interface Caller {
  userId: number;
  isAdmin: boolean;
}

export function readCaller(request: Request): Caller | null {
  const id = Number(request.header(CALLER_ID_HEADER));
  if (!Number.isInteger(id) || id <= 0) return null;
  return { userId: id, isAdmin: request.header(CALLER_ADMIN_HEADER) === 'true' };
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

/** The signed-in caller; 401 when the gateway forwarded an anonymous request. */
export const CurrentCaller = createParamDecorator((_: unknown, ctx: ExecutionContext): Caller =>
  requireCaller(readCaller(ctx.switchToHttp().getRequest<Request>()), 'member'),
);

/** The signed-in caller, who must be an admin. */
export const AdminCaller = createParamDecorator((_: unknown, ctx: ExecutionContext): Caller =>
  requireCaller(readCaller(ctx.switchToHttp().getRequest<Request>()), 'admin'),
);

/** The caller when signed in, otherwise null. */
export const OptionalCaller = createParamDecorator((_: unknown, ctx: ExecutionContext): Caller | null =>
  readCaller(ctx.switchToHttp().getRequest<Request>()),
);
