import { render, screen } from '@testing-library/react';
import { RouteErrorBoundary } from './RouteErrorBoundary';

function ChunkThatFailed(): never {
  throw new Error('Failed to fetch dynamically imported module');
}

describe('RouteErrorBoundary', () => {
  it('says in the document title that the screen could not be loaded, not the title of the screen before', () => {
    document.title = 'Dashboard | FitStudio';
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      render(
        <RouteErrorBoundary resetKey="/profile">
          <ChunkThatFailed />
        </RouteErrorBoundary>,
      );
      expect(screen.getByRole('heading', { name: 'This screen could not be loaded' })).toBeInTheDocument();
      expect(document.title).toBe('This screen could not be loaded | FitStudio');
    } finally {
      logged.mockRestore();
    }
  });
});
