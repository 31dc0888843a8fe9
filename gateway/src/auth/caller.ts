import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import { type Caller, requireCaller } from '@studio/platform';
import type { UserDto } from '@studio/contracts';
import type { Request } from 'express';

/** Set from the session (never from headers or cookies the client controls) by the session middleware. */
export interface AuthenticatedRequest extends Request {
  caller?: Caller | null;
  /** The signed-in user as identity answered it with the caller's role (kept as long as the role is). */
  callerUser?: UserDto;
}

function callerOf(ctx: ExecutionContext): Caller | null {
  return ctx.switchToHttp().getRequest<AuthenticatedRequest>().caller ?? null;
}

/** The signed-in member or admin; anonymous requests get 401. */
export const SessionCaller = createParamDecorator((_: unknown, ctx: ExecutionContext): Caller =>
  requireCaller(callerOf(ctx), 'member'),
);

/** An admin; anonymous requests get 401 and members 403. */
export const AdminSessionCaller = createParamDecorator((_: unknown, ctx: ExecutionContext): Caller =>
  requireCaller(callerOf(ctx), 'admin'),
);

export const OptionalSessionCaller = createParamDecorator(
  (_: unknown, ctx: ExecutionContext): Caller | null => callerOf(ctx),
);
