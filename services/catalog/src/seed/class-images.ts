/** Colours of the generated class pictures, by category name. */
export const CATEGORY_COLOURS: Record<string, [string, string]> = {
  Yoga: ['#6d28d9', '#c084fc'],
  HIIT: ['#b91c1c', '#fb923c'],
  Pilates: ['#0f766e', '#5eead4'],
  Strength: ['#111827', '#64748b'],
  Cycling: ['#1d4ed8', '#38bdf8'],
};

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A 16:9 picture for a class: a gradient in its category's colour with its name, as an SVG data string. */
export function classImageData(className: string, categoryName: string): string {
  const [from, to] = CATEGORY_COLOURS[categoryName] ?? ['#334155', '#94a3b8'];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720" viewBox="0 0 1280 720">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="1280" height="720" fill="url(#g)"/>
<circle cx="1080" cy="140" r="220" fill="#ffffff" fill-opacity="0.08"/>
<circle cx="180" cy="640" r="260" fill="#ffffff" fill-opacity="0.06"/>
<text x="80" y="330" font-family="Helvetica, Arial, sans-serif" font-size="40" font-weight="600" fill="#ffffff" fill-opacity="0.8" letter-spacing="6">${escapeXml(categoryName.toUpperCase())}</text>
<text x="80" y="420" font-family="Helvetica, Arial, sans-serif" font-size="84" font-weight="800" fill="#ffffff">${escapeXml(className)}</text>
</svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
}
