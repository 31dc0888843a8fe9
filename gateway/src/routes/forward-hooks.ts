import { Injectable } from '@nestjs/common';
import { type AnyRoute, pathParamNames } from '@studio/contracts';
import type { CallerRequest } from '@studio/platform';
import { apiPath } from '../http/api-paths';

/** What the gateway itself does after a forwarded call succeeded (sessions, its own caches). */
export type ForwardHook = (req: CallerRequest) => Promise<void> | void;

/** An answer the gateway already holds for a request (undefined: forward it). */
export type LocalAnswer = (req: CallerRequest) => object | undefined;

/** The few places where the gateway adds to a forwarded route; registered by the module that owns the concern. */
@Injectable()
export class ForwardHooks {
  private readonly hooks = new Map<string, ForwardHook[]>();
  private readonly locals = new Map<string, LocalAnswer>();
  /** The GET routes without path parameters among them, by their URL (apiPath). */
  private readonly localReads = new Map<string, AnyRoute>();

  /** The route is answered from what the gateway holds for the request when it holds it, else forwarded. */
  answerLocally(route: AnyRoute, answer: LocalAnswer): void {
    this.locals.set(route.id, answer);
    if (route.method === 'GET' && pathParamNames(route.path).length === 0) {
      this.localReads.set(apiPath(route.path), route);
    }
  }

  /** The locally answered read a request URL asks for exactly (no query), if it is one. */
  localReadAt(url: string | undefined): AnyRoute | undefined {
    return url === undefined ? undefined : this.localReads.get(url);
  }

  localAnswer(route: AnyRoute, req: CallerRequest): object | undefined {
    return this.locals.get(route.id)?.(req);
  }

  after(route: AnyRoute, hook: ForwardHook): void {
    this.hooks.set(route.id, [...(this.hooks.get(route.id) ?? []), hook]);
  }

  async run(route: AnyRoute, req: CallerRequest): Promise<void> {
    for (const hook of this.hooks.get(route.id) ?? []) await hook(req);
  }
}
