/** Class pictures as data strings: the rules the services apply and the admin form checks before sending. */
import { CLASS_IMAGE_MAX_KB, ClassImageTypeName } from './catalog-messages';
import { isSafeSvg } from './class-image-svg';

/**
 * An image (or link) address that cannot run script: empty, a path on this site ('/…' but not '//…' or
 * '/\\…'), or an http(s) address. `javascript:`, `data:` and every other scheme are refused.
 */
export const SITE_PATH_OR_HTTP_URL = /^(|\/(?![/\\])\S*|https?:\/\/[^\s/\\?#]+([/?#]\S*)?)$/i;

export const CLASS_IMAGE_MAX_CHARS = CLASS_IMAGE_MAX_KB * 1024;

/**
 * Image types a class picture may have (spec §2: any image file), by MIME subtype as browsers report a file:
 * every raster type current browsers show as they are, and SVG once it is found to be only a picture.
 */
const IMAGE_TYPES = new Map<string, ClassImageTypeName>([
  ['png', 'PNG'],
  ['apng', 'PNG'],
  ['jpeg', 'JPEG'],
  ['webp', 'WebP'],
  ['gif', 'GIF'],
  ['avif', 'AVIF'],
  ['bmp', 'BMP'],
  ['x-ms-bmp', 'BMP'],
  ['x-icon', 'ICO'],
  ['vnd.microsoft.icon', 'ICO'],
  ['svg+xml', 'SVG'],
]);

const DATA_STRING = /^data:image\/([\w.+-]+);base64,([A-Za-z0-9+/]+={0,2})$/;

function parse(value: unknown): { type: string; base64: string } | undefined {
  if (typeof value !== 'string' || value.length > CLASS_IMAGE_MAX_CHARS) return undefined;
  const match = DATA_STRING.exec(value);
  return match && IMAGE_TYPES.has(match[1]) ? { type: match[1], base64: match[2] } : undefined;
}

/** The text a base64 string holds; undefined when it is not whole base64. */
function decodeUtf8(base64: string): string | undefined {
  let binary: string;
  try {
    binary = atob(base64);
  } catch {
    return undefined;
  }
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

/** An uploaded class image kept as a data string: an accepted image type, base64, and not too large. */
export function isClassImageData(value: unknown): boolean {
  return parse(value) !== undefined;
}

/** An accepted data string that cannot run script: raster images, or an SVG that is only a picture. */
export function isSafeClassImage(value: unknown): boolean {
  const image = parse(value);
  if (!image) return false;
  if (image.type !== 'svg+xml') return true;
  const svg = decodeUtf8(image.base64);
  return svg !== undefined && isSafeSvg(svg);
}
