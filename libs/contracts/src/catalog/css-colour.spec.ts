import { isCssColour } from './css-colour';

describe('colour fields', () => {
  it.each([
    '#fff',
    '#FFFA',
    '#4f46e5',
    '#4f46e5cc',
    'rgb(79, 70, 229)',
    'rgba(79,70,229,.5)',
    'rgb(31% 27% 90% / 50%)',
    'hsl(243, 75%, 59%)',
    'hsla(243deg 75% 59% / 0.4)',
    'white',
    'RebeccaPurple',
    'transparent',
    ' #111827 ',
  ])('takes %p', (colour) => {
    expect(isCssColour(colour)).toBe(true);
  });

  it.each([
    'url(javascript:alert(1))',
    'red; background: url(x)',
    'expression(alert(1))',
    'var(--brand)',
    '#ggg',
    '#12345',
    'rgb(1, 2)',
    'hsl(1, 2, 3)',
    'notacolour',
    '',
    42,
  ])('refuses %p', (value) => {
    expect(isCssColour(value)).toBe(false);
  });
});
