import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { endSignOut } from '../../lib/auth-navigation';
import { PageLoader } from '../../ui/PageLoader';
import { RouteErrorBoundary } from '../../ui/RouteErrorBoundary';
import { AppHeader } from './AppHeader';
import { BottomNav } from './BottomNav';
import { IosInstallBanner } from './IosInstallBanner';
import { OfflineNotice } from './OfflineNotice';

export function AppLayout() {
  const { pathname } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const firstRender = useRef(true);

  // A sign-out ends where it always ends, at /: from then on a screen that needs a session sends to /auth again.
  useEffect(() => {
    if (pathname === '/') endSignOut();
  }, [pathname]);

  // After client-side navigation, start at the top and move focus to the new screen for keyboard and
  // screen-reader users (the first load keeps the browser's own focus).
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    window.scrollTo(0, 0);
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <div className="app-shell">
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <AppHeader />
      <OfflineNotice />
      <main id="main" className="app-main" tabIndex={-1} ref={mainRef}>
        <RouteErrorBoundary resetKey={pathname}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      {/* Its buttons go with it, so focus moves on to the screen. */}
      <IosInstallBanner onDismissed={() => mainRef.current?.focus({ preventScroll: true })} />
      <BottomNav />
    </div>
  );
}
