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

/** Whether white text reads better than dark text on this background. */
export function isDark(color: string): boolean {
  const l = luminance(color);
  return l !== null && l < 0.18;
}

/** Style and tone class for a section whose background colour comes from the server. */
export function sectionTone(background: string | null): { style?: CSSProperties; className: string } {
  if (!background) return { className: '' };
  return { style: { background }, className: isDark(background) ? 'tone-dark' : 'tone-light' };
}

/** Button colours from the server, with text that stays readable. */
export function buttonStyle(color: string | null, primary: boolean): CSSProperties | undefined {
  if (!color) return undefined;
  if (primary) return { background: color, borderColor: color, color: isDark(color) ? '#ffffff' : '#111827' };
  // The outline takes the colour; the text keeps the section's readable one (white on dark, dark on light), as
  // the colour itself may read poorly on the section's background.
  return { background: 'transparent', borderColor: color, color: 'inherit' };
}
