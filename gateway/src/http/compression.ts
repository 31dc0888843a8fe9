import compression from 'compression';
import { constants } from 'node:zlib';
import type { Request, RequestHandler, Response } from 'express';

/** Bodies smaller than this go out as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Whether a response is compressed on the fly. Server-sent events never are (a compressor holds events back until
 * its buffer fills); a response that already carries a Content-Encoding (the precompressed built assets) is left
 * alone by the middleware itself.
 */
function shouldCompress(req: Request, res: Response): boolean {
  const type = String(res.getHeader('Content-Type') ?? '');
  if (type.startsWith('text/event-stream')) return false;
  return compression.filter(req, res);
}

/**
 * Compresses API answers and the rendered index.html with brotli or gzip, as the browser accepts, at the
 * fastest settings: JSON shrinks nearly as well at brotli quality 1 or gzip level 1, and under load the
 * compressor was the gateway's largest single cost at quality 4 (the static assets are precompressed at the
 * highest settings when built).
 */
export function responseCompression(): RequestHandler {
  return compression({
    threshold: COMPRESSION_THRESHOLD_BYTES,
    filter: shouldCompress,
    level: 1,
    brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } },
  });
}
