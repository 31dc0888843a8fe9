import { buttonStyle, luminance, sectionTone, textOn } from './section-colors';

describe('section colours', () => {
  it('reads #hex and rgb() colours, in either notation', () => {
    expect(luminance('#ffffff')).toBeCloseTo(1);
    expect(luminance('#000')).toBe(0);
    expect(luminance('rgb(79, 70, 229)')).toBeCloseTo(luminance('#4f46e5') ?? -1);
    expect(luminance('rgb(79 70 229 / 50%)')).toBeCloseTo(luminance('#4f46e5') ?? -1);
    expect(textOn('rgb(0, 0, 128)')).toBe('#ffffff');
    expect(textOn('rgba(255, 255, 255, 1)')).toBe('#111827');
    // Transparent shows the section's own background: nothing to judge.
    expect(luminance('rgba(0, 0, 0, 0)')).toBeNull();
    expect(luminance('not a colour')).toBeNull();
  });

  it('reads a named colour as the browser resolves it, so a navy hero gets white text', () => {
    const computed = jest
      .spyOn(window, 'getComputedStyle')
      .mockReturnValue({ color: 'rgb(0, 0, 128)' } as CSSStyleDeclaration);
    expect(sectionTone('navy').className).toBe('tone-dark');
    expect(buttonStyle('navy', true)).toMatchObject({ background: 'navy', color: '#ffffff' });
    computed.mockRestore();
  });

  it("outlines a secondary button in the colour but keeps the section's readable text colour", () => {
    expect(buttonStyle('#4f46e5', false)).toEqual({
      background: 'transparent',
      borderColor: '#4f46e5',
      color: 'inherit',
    });
    expect(buttonStyle(null, false)).toBeUndefined();
  });

  it('gives text that reaches 4.5:1 on any colour: white, the ink, or black where neither does (red)', () => {
    const ratio = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
    expect(textOn('#ff0000')).toBe('#000000');
    expect(textOn('#ffffff')).toBe('#111827');
    expect(textOn('#4f46e5')).toBe('#ffffff');
    expect(textOn('not a colour')).toBeNull();
    for (let v = 0; v < 0x1000000; v += 0x010305) {
      const background = `#${v.toString(16).padStart(6, '0')}`;
      const text = textOn(background) as string;
      expect(ratio(luminance(background) as number, luminance(text) as number)).toBeGreaterThanOrEqual(4.5);
    }
    expect(sectionTone('#ff0000')).toEqual({
      style: { background: '#ff0000', '--section-text': '#000000' },
      className: 'tone-light',
    });
    expect(buttonStyle('#f00', true)).toMatchObject({ color: '#000000' });
  });
});
