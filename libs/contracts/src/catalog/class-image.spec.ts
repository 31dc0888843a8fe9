import {
  CLASS_IMAGE_MAX_CHARS,
  isClassImageData,
  isSafeClassImage,
  SITE_PATH_OR_HTTP_URL,
} from './class-image';

const svg = (markup: string): string => `data:image/svg+xml;base64,${Buffer.from(markup).toString('base64')}`;

describe('class image data', () => {
  const begins = (bytes: number[] | string): string =>
    Buffer.concat([Buffer.from(bytes as never), Buffer.alloc(16)]).toString('base64');
  const PNG = begins([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const ICO = begins([0, 0, 1, 0]);

  it.each([
    ['png', PNG],
    ['apng', PNG],
    ['jpeg', begins([0xff, 0xd8, 0xff, 0xe0])],
    ['webp', begins('RIFF\x10\x00\x00\x00WEBPVP8 ')],
    ['gif', begins('GIF89a')],
    ['avif', begins('\x00\x00\x00\x1cftypavif')],
    ['bmp', begins('BM')],
    ['x-ms-bmp', begins('BM')],
    ['x-icon', ICO],
    ['vnd.microsoft.icon', ICO],
    ['svg+xml', Buffer.from('<svg/>').toString('base64')],
  ])('accepts a base64 %s data string that begins as one does', (type, base64) => {
    expect(isClassImageData(`data:image/${type};base64,${base64}`)).toBe(true);
  });

  it.each(['png', 'jpeg', 'webp', 'gif', 'avif', 'bmp', 'x-icon'])('refuses text labelled %s', (type) => {
    expect(isClassImageData(`data:image/${type};base64,${begins('this is not an image')}`)).toBe(false);
  });

  it.each([
    ['a type browsers do not show', 'data:image/tiff;base64,SUkqAA=='],
    ['HTML', 'data:text/html;base64,PGI+'],
    ['a URL', 'https://example.com/a.png'],
    ['text that is not base64', 'data:image/png;base64,<script>'],
    ['a number', 42],
  ])('refuses %s', (_label, value) => {
    expect(isClassImageData(value)).toBe(false);
  });

  it('refuses a data string longer than 700 KB', () => {
    const prefix = `data:image/png;base64,${PNG}`;
    expect(isClassImageData(prefix + 'A'.repeat(CLASS_IMAGE_MAX_CHARS - prefix.length))).toBe(true);
    expect(isClassImageData(prefix + 'A'.repeat(CLASS_IMAGE_MAX_CHARS - prefix.length + 4))).toBe(false);
  });

  it('takes raster images as they are and reads an SVG before taking it', () => {
    expect(isSafeClassImage(`data:image/bmp;base64,${begins('BM')}`)).toBe(true);
    expect(isSafeClassImage(svg('<svg xmlns="http://www.w3.org/2000/svg"><rect width="1"/></svg>'))).toBe(
      true,
    );
    expect(isSafeClassImage(svg('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>'))).toBe(false);
    expect(isSafeClassImage('data:image/svg+xml;base64,PHN2Zz4=A')).toBe(false);
  });
});

describe('image addresses', () => {
  it.each(['', '/images/a.png', 'https://cdn.example.com/a.jpg', 'http://example.com'])(
    'accepts %p',
    (url) => {
      expect(url).toMatch(SITE_PATH_OR_HTTP_URL);
    },
  );

  it.each(['javascript:alert(1)', 'data:image/png;base64,AAAA', '//evil.example/a.png', '/\\evil', 'a.png'])(
    'refuses %p',
    (url) => {
      expect(url).not.toMatch(SITE_PATH_OR_HTTP_URL);
    },
  );
});
