import { installStaleBuildReload, reloadOntoNewBuild } from './stale-build';

describe('reloading onto a new build', () => {
  beforeEach(() => window.sessionStorage.clear());
  afterEach(() => jest.restoreAllMocks());

  it("reloads when a screen's code fails to load online, and not again within a minute", () => {
    const reload = jest.fn();
    installStaleBuildReload(reload);
    const failed = new Event('vite:preloadError', { cancelable: true });
    window.dispatchEvent(failed);
    expect(reload).toHaveBeenCalledTimes(1);
    // Handled: Vite does not throw, the page is going away.
    expect(failed.defaultPrevented).toBe(true);

    const again = new Event('vite:preloadError', { cancelable: true });
    window.dispatchEvent(again);
    expect(reload).toHaveBeenCalledTimes(1);
    // Not handled: the screen shows its error.
    expect(again.defaultPrevented).toBe(false);
  });

  it('leaves a failure offline to the screen: the connection, not the build, is at fault', () => {
    jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    const reload = jest.fn();
    expect(reloadOntoNewBuild(reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
