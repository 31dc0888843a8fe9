import type { CSSProperties } from 'react';

type Rgb = [number, number, number];

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;
/** rgb() and rgba() with comma- or space-separated channels, as browsers also give any computed colour. */
const RGB = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)\s*(?:[,/]\s*([\d.]+%?)\s*)?\)$/i;

function parseRgb(color: string): Rgb | null {
  const hex = HEX.exec(color);
  if (hex) {
    const full = hex[1].length === 3 ? hex[1].replace(/./g, (c) => c + c) : hex[1];
    return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)) as Rgb;
  }
  const rgb = RGB.exec(color);
  // A transparent colour shows the section's own background, not itself.
  if (!rgb || (rgb[4] !== undefined && Number.parseFloat(rgb[4]) === 0)) return null;
  return [rgb[1], rgb[2], rgb[3]].map((c) => Math.min(255, Number.parseFloat(c))) as Rgb;
}

/** Any CSS colour ('navy', hsl(), ...) as the browser resolves it, when it is not written as #hex or rgb(). */
function resolvedRgb(color: string): Rgb | null {
  if (typeof document === 'undefined' || !document.body) return null;
  const probe = document.createElement('span');
  probe.style.color = color;
  if (!probe.style.color) return null;
  document.body.append(probe);
  const computed = window.getComputedStyle(probe).color;
  probe.remove();
  return parseRgb(computed);
}

/** WCAG relative luminance of a CSS colour (#hex, rgb(), a name, ...), or null when it is not one. */
export function luminance(color: string): number | null {
  const value = color.trim();
  const rgb = parseRgb(value) ?? resolvedRgb(value);
  if (!rgb) return null;
  const [r, g, b] = rgb.map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const WHITE = '#ffffff';
/** The app's text colour, and black for the backgrounds on which it falls short of WCAG AA (4.5:1). */
const INK = '#111827';
const BLACK = '#000000';
const INK_LUMINANCE = luminance(INK) ?? 0;
const AA_CONTRAST = 4.5;

function contrast(a: number, b: number): number {
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/**
 * The text colour that reads on this background (null when it is not a colour): white where white reads better
 * than black, else the app's ink where it reaches AA, else black (a mid-light colour such as red, on which
 * neither white nor the ink reaches 4.5:1).
 */
export function textOn(background: string): string | null {
  const l = luminance(background);
  if (l === null) return null;
  if (contrast(l, 1) >= contrast(l, 0)) return WHITE;
  return contrast(l, INK_LUMINANCE) >= AA_CONTRAST ? INK : BLACK;
}

/**
 * Style and tone class for a section whose background colour comes from the server; its text colour is
 * `--section-text`, which the tone's rules read.
 */
export function sectionTone(background: string | null): { style?: CSSProperties; className: string } {
  if (!background) return { className: '' };
  const text = textOn(background);
  const style = { background, ...(text ? { '--section-text': text } : {}) } as CSSProperties;
  return { style, className: text === WHITE ? 'tone-dark' : 'tone-light' };
}

/** Button colours from the server, with text that stays readable. */
export function buttonStyle(color: string | null, primary: boolean): CSSProperties | undefined {
  if (!color) return undefined;
  if (primary) return { background: color, borderColor: color, color: textOn(color) ?? INK };
  // The outline takes the colour; the text keeps the section's readable one (white on dark, dark on light), as
  // the colour itself may read poorly on the section's background.
  return { background: 'transparent', borderColor: color, color: 'inherit' };
}
