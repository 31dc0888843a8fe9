/**
 * Whether an uploaded SVG is only a picture: it is read as XML the way a browser reads it, and refused at the
 * first thing that could run script, load something from elsewhere, or that this reading does not understand.
 * Allow-lists throughout (elements, namespaces, link targets), so an unknown trick is refused rather than missed.
 */

const SVG_NS = 'http://www.w3.org/2000/svg';
const XML_NS = 'http://www.w3.org/XML/1998/namespace';

/** Namespaces of editor metadata (Inkscape, Sodipodi, RDF, Creative Commons, Dublin Core): inert in browsers. */
const METADATA_NAMESPACES = new Set([
  'http://www.inkscape.org/namespaces/inkscape',
  'http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd',
  'http://www.w3.org/1999/02/22-rdf-syntax-ns#',
  'http://creativecommons.org/ns#',
  'http://web.resource.org/cc/',
  'http://purl.org/dc/elements/1.1/',
  'http://purl.org/dc/terms/',
]);

/** SVG elements that draw, group or describe; no script, foreign content, links or animation (lower case). */
const SVG_ELEMENTS = new Set(
  [
    'svg g defs symbol use switch title desc metadata style view',
    'path rect circle ellipse line polyline polygon text tspan textPath image',
    'linearGradient radialGradient stop pattern clipPath mask marker filter',
    'feBlend feColorMatrix feComponentTransfer feComposite feConvolveMatrix feDiffuseLighting',
    'feDisplacementMap feDistantLight feDropShadow feFlood feFuncA feFuncB feFuncG feFuncR',
    'feGaussianBlur feImage feMerge feMergeNode feMorphology feOffset fePointLight',
    'feSpecularLighting feSpotLight feTile feTurbulence',
  ]
    .join(' ')
    .toLowerCase()
    .split(' '),
);

/** Where an href may point: inside the picture, or at an embedded raster image. */
const SAFE_HREF = /^(#[\w.:-]*|data:image\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/\s]*=*)$/i;

const NAME = '[A-Za-z_][\\w.-]*(?::[A-Za-z_][\\w.-]*)?';
const COMMENT = /<!--[\s\S]*?-->/y;
const CDATA = /<!\[CDATA\[([\s\S]*?)\]\]>/y;
const XML_DECLARATION = /<\?xml\s[^?]*\?>/y;
const END_TAG = new RegExp(`</(${NAME})\\s*>`, 'y');
const START_TAG = new RegExp(`<(${NAME})((?:\\s+${NAME}\\s*=\\s*(?:"[^"<]*"|'[^'<]*'))*)\\s*(/?)>`, 'y');
const ATTRIBUTE = new RegExp(`(${NAME})\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, 'g');
const TEXT = /[^<]+/y;

const XML_ENTITIES = new Map([
  ['lt', '<'],
  ['gt', '>'],
  ['amp', '&'],
  ['quot', '"'],
  ['apos', "'"],
]);

const REFERENCE = /&(#x[0-9a-f]+|#\d+|[A-Za-z]\w*);/gi;

/** The text as the XML parser hands it on; undefined for a bare `&` or a reference that needs a DTD. */
function decodeEntities(text: string): string | undefined {
  if (/&/.test(text.replace(REFERENCE, ''))) return undefined;
  let unknown = false;
  const decoded = text.replace(REFERENCE, (_, ref: string) => {
    if (ref[0] !== '#') {
      unknown ||= !XML_ENTITIES.has(ref);
      return XML_ENTITIES.get(ref) ?? '';
    }
    const code = ref[1].toLowerCase() === 'x' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
    unknown ||= code > 0x10ffff;
    return unknown ? '' : String.fromCodePoint(code);
  });
  return unknown ? undefined : decoded;
}

/** Text that a browser could read as an address to run or fetch: script schemes, or url(…) out of the picture. */
function isSafeValue(value: string): boolean {
  const compact = value.replace(/[\s\p{Cc}]/gu, '').toLowerCase();
  if (/(java|vb)script:|@import|expression\(|behavior:|-moz-binding|image-set\(|\\/.test(compact))
    return false;
  const urls = compact.match(/url\(([^)]*)\)?/g) ?? [];
  return urls.every((url) => /^url\((["']?)#[\w.:-]*\1\)$/.test(url));
}

type Scope = Map<string, string>;

function namespaceOf(name: string, scope: Scope, isAttribute: boolean): string | undefined {
  const colon = name.indexOf(':');
  if (colon < 0) return isAttribute ? '' : scope.get('');
  const prefix = name.slice(0, colon);
  return prefix === 'xml' ? XML_NS : scope.get(prefix);
}

function localName(name: string): string {
  return name.slice(name.indexOf(':') + 1).toLowerCase();
}

/** Checks one start tag; answers the scope its content is read in, or undefined to refuse the picture. */
function checkStartTag(name: string, rawAttributes: string, outer: Scope): Scope | undefined {
  const attributes: Array<[string, string]> = [];
  const scope = new Map(outer);
  for (const match of rawAttributes.matchAll(ATTRIBUTE)) {
    const value = decodeEntities(match[2] ?? match[3]);
    if (value === undefined) return undefined;
    const attribute = match[1];
    if (attribute === 'xmlns') scope.set('', value);
    else if (attribute.startsWith('xmlns:')) scope.set(attribute.slice(6), value);
    else attributes.push([attribute, value]);
  }
  const namespace = namespaceOf(name, scope, false);
  const allowed =
    namespace === SVG_NS ? SVG_ELEMENTS.has(localName(name)) : METADATA_NAMESPACES.has(namespace ?? '');
  if (!allowed) return undefined;
  for (const [attribute, value] of attributes) {
    const local = localName(attribute);
    if (namespaceOf(attribute, scope, true) === undefined) return undefined;
    if (local.startsWith('on') || attribute.toLowerCase() === 'xml:base') return undefined;
    if ((local === 'href' || local === 'src') && !SAFE_HREF.test(value.trim())) return undefined;
    if (!isSafeValue(value)) return undefined;
  }
  return scope;
}

export function isSafeSvg(svg: string): boolean {
  const open: Array<{ name: string; scope: Scope }> = [];
  let scope: Scope = new Map();
  let seenRoot = false;
  let at = 0;
  const take = (pattern: RegExp): RegExpExecArray | null => {
    pattern.lastIndex = at;
    const match = pattern.exec(svg);
    if (match) at = pattern.lastIndex;
    return match;
  };
  if (svg.charCodeAt(0) === 0xfeff) at = 1;
  take(XML_DECLARATION);
  while (at < svg.length) {
    const text = take(TEXT);
    const cdata = text ? null : take(CDATA);
    if (text || cdata) {
      const content = text ? decodeEntities(text[0]) : cdata?.[1];
      const parent = open[open.length - 1];
      if (content === undefined) return false;
      if (!parent && content.trim() !== '') return false;
      if (parent && localName(parent.name) === 'style' && !isSafeValue(content)) return false;
      continue;
    }
    if (take(COMMENT)) continue;
    const end = take(END_TAG);
    if (end) {
      const top = open.pop();
      if (!top || top.name !== end[1]) return false;
      scope = open.length > 0 ? open[open.length - 1].scope : new Map();
      continue;
    }
    const start = take(START_TAG);
    if (!start || (open.length === 0 && seenRoot)) return false;
    const inner = checkStartTag(start[1], start[2], scope);
    if (!inner || (!seenRoot && localName(start[1]) !== 'svg')) return false;
    seenRoot = true;
    if (start[3] !== '/') {
      open.push({ name: start[1], scope: inner });
      scope = inner;
    }
  }
  return seenRoot && open.length === 0;
}
