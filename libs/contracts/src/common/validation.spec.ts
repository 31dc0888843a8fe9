import { trimEdges } from './validation';

describe('trimEdges', () => {
  it('trims white space and invisible characters at either end, so a name of them is empty', () => {
    expect(trimEdges('  \u200B Maya \u200E\t')).toBe('Maya');
    expect(trimEdges('\u200B\u200D\uFEFF')).toBe('');
    expect(trimEdges('Maya  Chen')).toBe('Maya  Chen');
  });

  it('keeps the tags that make a flag of England, Scotland or Wales', () => {
    const scotland = '\u{1F3F4}\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}';
    expect(trimEdges(`Team ${scotland} `)).toBe(`Team ${scotland}`);
    expect(trimEdges(`${scotland} Team`)).toBe(`${scotland} Team`);
    expect(trimEdges(`Team ${scotland}`)).toBe(`Team ${scotland}`);
  });

  it('composes a letter typed with a separate accent, so two spellings of a name are one', () => {
    expect(trimEdges('Cafe\u0301')).toBe('Café');
    expect(trimEdges('Cafe\u0301')).toBe(trimEdges('Café'));
  });
});
