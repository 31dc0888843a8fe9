import type { Request } from 'express';

/** express-session's callback calls as promises. */
export function regenerateSession(req: Request): Promise<void> {
  return new Promise((resolve, reject) =>
    req.session.regenerate((error) => (error ? reject(error) : resolve())),
  );
}

export function saveSession(req: Request): Promise<void> {
  return new Promise((resolve, reject) => req.session.save((error) => (error ? reject(error) : resolve())));
}

export function destroySession(req: Request): Promise<void> {
  if (!req.session) return Promise.resolve();
  return new Promise((resolve, reject) =>
    req.session.destroy((error) => (error ? reject(error) : resolve())),
  );
}

/** A fresh session id for the signed-in user, so an id known before login is worth nothing after it. */
export async function startUserSession(req: Request, userId: number, authVersion: number): Promise<void> {
  await regenerateSession(req);
  req.session.userId = userId;
  req.session.authVersion = authVersion;
  req.session.renewedAt = Date.now();
  await saveSession(req);
}
