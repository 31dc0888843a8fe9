import { BadRequestException } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { JSON_BODY_NOT_AN_OBJECT, toApiError } from './error-filter';

/** No request of this API nests deeper; validators recurse, so deeper input is refused before they see it. */
export const MAX_JSON_DEPTH = 32;

/** The nesting depth of a parsed JSON value, measured without recursion (so any depth is safe to measure). */
export function jsonDepth(value: unknown, limit = Infinity): number {
  let deepest = 0;
  const stack: Array<[unknown, number]> = [[value, 1]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop()!;
    if (current === null || typeof current !== 'object') continue;
    deepest = Math.max(deepest, depth);
    if (deepest > limit) return deepest;
    for (const inner of Object.values(current as Record<string, unknown>)) stack.push([inner, depth + 1]);
  }
  return deepest;
}

/**
 * Express middleware after the JSON parser: a list for a body (every route takes an object) or a body nested
 * deeper than MAX_JSON_DEPTH is a 400.
 */
export function rejectMisshapenJson(req: Request, res: Response, next: NextFunction): void {
  if (Array.isArray(req.body)) {
    res.status(400).json(toApiError(new BadRequestException(JSON_BODY_NOT_AN_OBJECT)));
    return;
  }
  if (
    req.body !== null &&
    typeof req.body === 'object' &&
    jsonDepth(req.body, MAX_JSON_DEPTH) > MAX_JSON_DEPTH
  ) {
    const error = new BadRequestException(
      `JSON nested more than ${MAX_JSON_DEPTH} levels deep is not accepted`,
    );
    res.status(400).json(toApiError(error));
    return;
  }
  next();
}
