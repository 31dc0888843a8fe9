import type {
  IncomingMessage,
  OutgoingHttpHeaders,
  RequestListener,
  Server,
  ServerResponse,
} from 'node:http';
import fresh from 'fresh';
import Negotiator from 'negotiator';
import { CachedAnswer, ReadCache } from './read-cache';

const JSON_TYPE = 'application/json; charset=utf-8';

/** Beyond this many different Accept-Encoding headers the remembered choices start over. */
const MAX_REMEMBERED_ENCODINGS = 100;

/**
 * In front of Express, the session and Nest's router: a GET for a URL whose public read was answered a moment ago
 * is answered from memory, with the security headers every answer carries, its ETag (304 when the browser has it)
 * and its compressed form. The first request for a URL always goes the whole way (validation, access rule, the
 * service), and only then is its answer kept for that URL (`ReadCache.keepForUrl`); any change made through the
 * gateway forgets them all. Everything else goes on to Express untouched.
 */
export class PublicReadFastLane {
  /** Accept-Encoding header -> the encoding Express would choose (`req.acceptsEncodings('br', 'gzip')`). */
  private readonly encodings = new Map<string, string | false>();

  constructor(
    private readonly cache: ReadCache,
    private readonly securityHeaders: (req: IncomingMessage) => OutgoingHttpHeaders,
  ) {}

  /** Puts the lane before the server's Express app; the listeners before it (metrics, request ids) stay first. */
  installOn(server: Server, expressApp: RequestListener): void {
    const listeners = server.listeners('request');
    if (!listeners.includes(expressApp)) throw new Error('the fast lane found no Express app on the server');
    server.removeListener('request', expressApp);
    server.on('request', (req: IncomingMessage, res: ServerResponse) => {
      if (!this.answer(req, res)) expressApp(req, res);
    });
  }

  /** Answers the request from memory if it can; false: it goes the whole way. */
  answer(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== 'GET' || !req.url?.startsWith('/api/')) return false;
    const answer = this.cache.answerForUrl(req.url);
    if (!answer) return false;
    this.send(req, res, answer);
    return true;
  }

  /**
   * Sends a kept public read, here or from its route inside Nest: revalidated by its ETag (304 by the rules Express
   * uses) and in the compressed form made once for it, so a polled listing costs neither a hash nor a compression
   * per request.
   */
  send(req: IncomingMessage, res: ServerResponse, answer: CachedAnswer): void {
    const headers: OutgoingHttpHeaders = {
      ...this.securityHeaders(req),
      'cache-control': 'no-cache',
      etag: answer.etag,
      vary: 'Accept-Encoding',
    };
    if (fresh(req.headers, { etag: answer.etag })) {
      res.writeHead(304, headers).end();
      return;
    }
    const { body, encoding } = answer.bodyFor(this.encodingFor(req.headers['accept-encoding']));
    if (encoding) headers['content-encoding'] = encoding;
    headers['content-type'] = JSON_TYPE;
    headers['content-length'] = body.length;
    res.writeHead(answer.response.status, headers).end(body);
  }

  private encodingFor(header: string | undefined): string | false {
    const key = header ?? '';
    let chosen = this.encodings.get(key);
    if (chosen === undefined) {
      chosen = new Negotiator({ headers: { 'accept-encoding': key } }).encodings(['br', 'gzip'])[0] ?? false;
      if (this.encodings.size >= MAX_REMEMBERED_ENCODINGS) this.encodings.clear();
      this.encodings.set(key, chosen);
    }
    return chosen;
  }
}
