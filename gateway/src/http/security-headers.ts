import type { IncomingMessage, OutgoingHttpHeaders } from 'node:http';
import type { TLSSocket } from 'node:tls';
import helmet, { type HelmetOptions } from 'helmet';
import type { NextFunction, Request, Response } from 'express';

const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: true,
    directives: {
      'script-src': ["'self'", 'https://js.stripe.com'],
      'frame-src': ["'self'", 'https://js.stripe.com', 'https://hooks.stripe.com'],
      'connect-src': ["'self'", 'https://api.stripe.com'],
      // Class and trainer images may be any http(s) address an admin gives (spec §3 imageUrl); a page served over
      // https has browsers upgrade the http ones.
      'img-src': ["'self'", 'data:', 'https:', 'http:'],
      // The app's styles and fonts are its own (Ant Design writes its styles inline): none come from elsewhere.
      'style-src': ["'self'", "'unsafe-inline'"],
      'font-src': ["'self'", 'data:'],
      'upgrade-insecure-requests': null,
    },
  },
  // Sent below only on https: over plain http the header is meaningless and may pin a wrong origin.
  strictTransportSecurity: false,
};

const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/** Powerful browser features the app never uses, turned off for it and anything it frames. */
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), usb=(), serial=(), browsing-topics=()';

const helmetHeaders = helmet(HELMET_OPTIONS);

/** The security headers every answer carries (helmet's, with our content security policy, and a permissions policy). */
export function securityHeaders(req: Request, res: Response, next: NextFunction): void {
  res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
  helmetHeaders(req, res, next);
}

/** Strict-Transport-Security on answers that went out over https (directly or through a trusted proxy). */
export function strictTransportOverHttps(req: Request, res: Response, next: NextFunction): void {
  if (req.secure) res.setHeader('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
  next();
}

/**
 * The same headers for code that answers before Express (the public-read fast lane): helmet's fixed set, taken
 * once from the middleware itself, plus Strict-Transport-Security when the request came over https, judged as
 * Express judges `req.secure` (the proxy's X-Forwarded-Proto counts only when the proxy is trusted).
 */
export function rawSecurityHeaders(trustProxy: boolean): (req: IncomingMessage) => OutgoingHttpHeaders {
  const fixed: OutgoingHttpHeaders = {};
  const recorder = {
    setHeader: (name: string, value: string) => {
      fixed[name.toLowerCase()] = value;
    },
    removeHeader: (name: string) => {
      delete fixed[name.toLowerCase()];
    },
  };
  securityHeaders({} as Request, recorder as unknown as Response, () => undefined);
  const overHttps = { ...fixed, 'strict-transport-security': STRICT_TRANSPORT_SECURITY };
  return (req) => (isSecure(req, trustProxy) ? overHttps : fixed);
}

function isSecure(req: IncomingMessage, trustProxy: boolean): boolean {
  if ((req.socket as TLSSocket).encrypted) return true;
  if (!trustProxy) return false;
  const proto = req.headers['x-forwarded-proto'];
  const first = (Array.isArray(proto) ? proto[0] : proto)?.split(',')[0].trim();
  return first === 'https';
}
