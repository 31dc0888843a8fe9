import { render } from '@testing-library/react';
import { ClassImage } from './ClassImage';

describe('ClassImage', () => {
  const source = (props: Parameters<typeof ClassImage>[0]) =>
    render(<ClassImage {...props} />)
      .container.querySelector('img')
      ?.getAttribute('src');

  it('shows the embedded picture before the URL, and the placeholder picture without either', () => {
    expect(source({ imageData: 'data:image/png;base64,AA==', imageUrl: 'https://example.com/a.jpg' })).toBe(
      'data:image/png;base64,AA==',
    );
    expect(source({ imageUrl: 'https://example.com/a.jpg' })).toBe('https://example.com/a.jpg');
    // The bundler's file for class-placeholder.svg (a stub under Jest).
    expect(source({ imageData: null, imageUrl: null })).toBe('test-file-stub');
  });
});
