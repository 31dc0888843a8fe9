import {
  isClassImageData,
  isSafeClassImage,
  SITE_PATH_OR_HTTP_URL,
  studioLocalToUtc,
} from '@studio/contracts';
import { classImageData } from './class-images';
import { DEMO_CATEGORIES, DEMO_CLASSES, DEMO_HOMEPAGE, DEMO_TRAINERS, demoSlots } from './demo-catalog';

describe('demo catalogue', () => {
  it('draws every class picture as a valid SVG data string', () => {
    for (const cls of DEMO_CLASSES) {
      const image = classImageData(cls.name, cls.category);
      expect(isClassImageData(image)).toBe(true);
      expect(isSafeClassImage(image)).toBe(true);
      expect(Buffer.from(image.split(',')[1], 'base64').toString('utf8')).toContain('viewBox="0 0 1280 720"');
    }
  });

  it('escapes class names inside the picture', () => {
    const svg = Buffer.from(classImageData('Rock & <Roll>', 'Yoga').split(',')[1], 'base64').toString('utf8');
    expect(svg).toContain('Rock &#38; &#60;Roll&#62;');
  });

  it('uses only known trainers and categories, prices from $15 to $30', () => {
    for (const cls of DEMO_CLASSES) {
      expect(DEMO_TRAINERS.map((t) => t.name)).toContain(cls.trainer);
      expect(DEMO_CATEGORIES.map((c) => c.name)).toContain(cls.category);
      expect(cls.price).toBeGreaterThanOrEqual(15);
      expect(cls.price).toBeLessThanOrEqual(30);
    }
  });

  it('schedules only classes of the demo catalogue', () => {
    for (let weekday = 0; weekday < 7; weekday++) {
      for (let day = 0; day < 16; day++) {
        for (const slot of demoSlots(weekday, day)) expect(DEMO_CLASSES[slot.classIndex]).toBeDefined();
      }
    }
  });

  it('gives weekdays five slots and weekends three, in Pacific time', () => {
    expect(demoSlots(1, 0)).toHaveLength(5);
    expect(demoSlots(6, 0)).toHaveLength(3);
    expect(demoSlots(0, 0)).toHaveLength(3);
    const first = demoSlots(1, 0)[0];
    expect(studioLocalToUtc({ date: '2026-07-06', ...first }).toISOString()).toBe('2026-07-06T13:30:00.000Z');
  });

  type SeededSection = {
    sectionId: string;
    buttonColor?: string | null;
    secondaryButtonColor?: string | null;
    backgroundColor?: string | null;
    buttonLink?: string | null;
    secondaryButtonLink?: string | null;
  };
  const sections: SeededSection[] = DEMO_HOMEPAGE;

  it('gives every homepage button a colour that stands out from its section background', () => {
    for (const { sectionId, backgroundColor, buttonColor, secondaryButtonColor } of sections) {
      if (!backgroundColor) continue;
      for (const colour of [buttonColor, secondaryButtonColor]) {
        if (colour)
          expect({ sectionId, colour: colour.toLowerCase() }).not.toEqual({
            sectionId,
            colour: backgroundColor.toLowerCase(),
          });
      }
    }
    expect(sections.find((s) => s.sectionId === 'cta')?.buttonColor).toBe('#ffffff');
  });

  it('links every homepage button to a path on the site', () => {
    for (const section of sections) {
      for (const link of [section.buttonLink, section.secondaryButtonLink]) {
        if (link) expect(link).toMatch(SITE_PATH_OR_HTTP_URL);
      }
    }
  });
});
