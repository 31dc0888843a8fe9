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

/**
 * How each raster type's file begins (its signature), by the type's name: a file only labelled an image (text
 * renamed `.png`) is not one. SVG is text and is checked by what it holds instead (isSafeSvg).
 */
const SIGNATURES: Record<Exclude<ClassImageTypeName, 'SVG'>, (bytes: string) => boolean> = {
  PNG: (bytes) => bytes.startsWith('\x89PNG\r\n\x1a\n'),
  JPEG: (bytes) => bytes.startsWith('\xff\xd8\xff'),
  GIF: (bytes) => bytes.startsWith('GIF87a') || bytes.startsWith('GIF89a'),
  WebP: (bytes) => bytes.startsWith('RIFF') && bytes.slice(8, 12) === 'WEBP',
  AVIF: (bytes) => bytes.slice(4, 8) === 'ftyp',
  BMP: (bytes) => bytes.startsWith('BM'),
  ICO: (bytes) => bytes.startsWith('\x00\x00\x01\x00'),
};

/** The first bytes of a base64 string, one character per byte; empty when they are not base64. */
function leadingBytes(base64: string): string {
  try {
    return atob(base64.slice(0, 24));
  } catch {
    return '';
  }
}

function parse(value: unknown): { type: string; base64: string } | undefined {
  if (typeof value !== 'string' || value.length > CLASS_IMAGE_MAX_CHARS) return undefined;
  const match = DATA_STRING.exec(value);
  const name = match ? IMAGE_TYPES.get(match[1]) : undefined;
  if (!match || !name) return undefined;
  if (name !== 'SVG' && !SIGNATURES[name](leadingBytes(match[2]))) return undefined;
  return { type: match[1], base64: match[2] };
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
