import { CLASS_IMAGE_MAX_CHARS, isClassImageData } from './class-image';

describe('class image data', () => {
  it.each(['png', 'jpeg', 'webp', 'gif', 'svg+xml'])('accepts a base64 %s data string', (type) => {
    expect(isClassImageData(`data:image/${type};base64,iVBORw0KGgo=`)).toBe(true);
  });

  it.each([
    ['another type', 'data:image/bmp;base64,Qk0='],
    ['HTML', 'data:text/html;base64,PGI+'],
    ['a URL', 'https://example.com/a.png'],
    ['text that is not base64', 'data:image/png;base64,<script>'],
    ['a number', 42],
  ])('refuses %s', (_label, value) => {
    expect(isClassImageData(value)).toBe(false);
  });

  it('refuses a data string longer than 700 KB', () => {
    const prefix = 'data:image/png;base64,';
    expect(isClassImageData(prefix + 'A'.repeat(CLASS_IMAGE_MAX_CHARS - prefix.length))).toBe(true);
    expect(isClassImageData(prefix + 'A'.repeat(CLASS_IMAGE_MAX_CHARS - prefix.length + 4))).toBe(false);
  });
});
