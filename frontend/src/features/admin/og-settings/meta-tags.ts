/** The tags the debugger shows (spec §2 "OG Settings tab"), read from a page's HTML. */
export const DEBUG_TAGS = [
  { label: 'title', kind: 'title' },
  { label: 'description', kind: 'name' },
  { label: 'og:title', kind: 'property' },
  { label: 'og:description', kind: 'property' },
  { label: 'og:image', kind: 'property' },
  { label: 'og:url', kind: 'property' },
  { label: 'og:type', kind: 'property' },
  { label: 'twitter:card', kind: 'name' },
  { label: 'twitter:title', kind: 'name' },
  { label: 'twitter:description', kind: 'name' },
  { label: 'twitter:image', kind: 'name' },
  { label: 'apple-mobile-web-app-capable', kind: 'name' },
  { label: 'apple-mobile-web-app-title', kind: 'name' },
] as const;

export interface FoundTag {
  label: string;
  /** null: the page has no such tag ('Not found'). */
  value: string | null;
}

/** Each tag's content; a tag written with the other attribute (name= for og:, property= for twitter:) counts too. */
export function readTags(html: string): FoundTag[] {
  const page = new DOMParser().parseFromString(html, 'text/html');
  return DEBUG_TAGS.map(({ label, kind }) => {
    if (kind === 'title') return { label, value: page.querySelector('title')?.textContent?.trim() || null };
    const meta = page.querySelector(`meta[name="${label}"], meta[property="${label}"]`);
    return { label, value: meta?.getAttribute('content') ?? null };
  });
}
