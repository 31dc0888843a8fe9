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

/** The signed-in caller; 401 when the gateway forwarded an anonymous request. */
export const CurrentCaller = createParamDecorator((_: unknown, ctx: ExecutionContext): Caller => {
  const caller = readCaller(ctx.switchToHttp().getRequest<Request>());
  if (!caller) throw new UnauthorizedException('Please log in to continue.');
  return caller;
});

/** The signed-in caller, who must be an admin. */
export const AdminCaller = createParamDecorator((_: unknown, ctx: ExecutionContext): Caller => {
  const caller = readCaller(ctx.switchToHttp().getRequest<Request>());
  if (!caller) throw new UnauthorizedException('Please log in to continue.');
  if (!caller.isAdmin) throw new ForbiddenException('Admin access required');
  return caller;
});

/** The caller when signed in, otherwise null. */
export const OptionalCaller = createParamDecorator((_: unknown, ctx: ExecutionContext): Caller | null =>
  readCaller(ctx.switchToHttp().getRequest<Request>()),
);
