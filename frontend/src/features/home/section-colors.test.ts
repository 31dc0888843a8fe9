import { buttonStyle, isDark, luminance, sectionTone } from './section-colors';

describe('section colours', () => {
  it('reads #hex and rgb() colours, in either notation', () => {
    expect(luminance('#ffffff')).toBeCloseTo(1);
    expect(luminance('#000')).toBe(0);
    expect(luminance('rgb(79, 70, 229)')).toBeCloseTo(luminance('#4f46e5') ?? -1);
    expect(luminance('rgb(79 70 229 / 50%)')).toBeCloseTo(luminance('#4f46e5') ?? -1);
    expect(isDark('rgb(0, 0, 128)')).toBe(true);
    expect(isDark('rgba(255, 255, 255, 1)')).toBe(false);
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
});
