import { act, render, screen } from '@testing-library/react';
import { theme } from 'antd';
import { AntdTheme } from '../app/AntdTheme';
import { usePrefersReducedMotion } from './use-media-query';

const realMatchMedia = window.matchMedia;

/** A system setting for reduced motion that the test can change while the app runs. */
function fakeReducedMotionSetting(initially: boolean) {
  let reduce = initially;
  const listeners = new Set<() => void>();
  window.matchMedia = (query: string) =>
    ({
      media: query,
      get matches() {
        return query === '(prefers-reduced-motion: reduce)' && reduce;
      },
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    }) as unknown as MediaQueryList;
  return (next: boolean) =>
    act(() => {
      reduce = next;
      listeners.forEach((listener) => listener());
    });
}

function MotionProbe() {
  const { token } = theme.useToken();
  return (
    <>
      <p>reduced: {String(usePrefersReducedMotion())}</p>
      <p>antd motion: {String(token.motion)}</p>
    </>
  );
}

afterEach(() => {
  window.matchMedia = realMatchMedia;
});

describe('reduced motion', () => {
  it("turns Ant Design's motion off while the system asks for reduced motion", () => {
    const setReduce = fakeReducedMotionSetting(false);
    render(
      <AntdTheme>
        <MotionProbe />
      </AntdTheme>,
    );
    expect(screen.getByText('reduced: false')).toBeInTheDocument();
    expect(screen.getByText('antd motion: true')).toBeInTheDocument();

    setReduce(true);
    expect(screen.getByText('reduced: true')).toBeInTheDocument();
    expect(screen.getByText('antd motion: false')).toBeInTheDocument();

    setReduce(false);
    expect(screen.getByText('antd motion: true')).toBeInTheDocument();
  });
});
