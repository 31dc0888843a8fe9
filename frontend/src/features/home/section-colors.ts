import type { CSSProperties } from 'react';

/** WCAG relative luminance of a #rgb or #rrggbb colour, or null for anything else. */
export function luminance(color: string): number | null {
  const hex = color.trim().replace(/^#/, '');
  const full = hex.length === 3 ? hex.replace(/./g, (c) => c + c) : hex;
  if (!/^[0-9a-f]{6}$/i.test(full)) return null;
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = Number.parseInt(full.slice(i, i + 2), 16) / 255;
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
  return { background: 'transparent', borderColor: color, color };
}
