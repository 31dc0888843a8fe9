import { lazy, type ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { APP_PATHS } from '@studio/contracts/browser';
import { ClassSchedulePrefetch } from '../features/classes/components/ClassSchedulePrefetch';
import PublicHomePage from '../pages/PublicHomePage';
import { AuthRoute } from './guards/AuthRoute';
import { RequireAdmin } from './guards/RequireAdmin';
import { RequireAuth } from './guards/RequireAuth';
import { SignedOutOnly } from './guards/SignedOutOnly';
import { AppLayout } from './layout/AppLayout';

/**
 * A screen built with Ant Design, split into its own chunk: the chunk and Ant Design's theme provider load
 * together (in parallel), so Ant Design stays out of the shell and the public home.
 */
function themedPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(async () => {
    const [{ AntdTheme }, { default: Page }] = await Promise.all([import('./AntdTheme'), load()]);
    return {
      default: (props: P) => (
        <AntdTheme>
          <Page {...props} />
        </AntdTheme>
      ),
    };
  });
}

// Route-level code splitting: the public home (the landing screen, plain markup) is in the entry so that it
// renders in the first pass; every other screen is its own chunk, and admin code loads only past the admin guard.
// The class list is plain markup too (a public page that must paint fast on a phone): it loads without Ant Design.
const ClassesPage = lazy(() => import('../pages/ClassesPage'));
const DashboardPage = themedPage(() => import('../pages/DashboardPage'));
const AuthPage = themedPage(() => import('../pages/AuthPage'));
const BookingPage = themedPage(() => import('../pages/BookingPage'));
const PaymentPage = themedPage(() => import('../pages/PaymentPage'));
const ConfirmationPage = themedPage(() => import('../pages/ConfirmationPage'));
const ProfilePage = themedPage(() => import('../pages/ProfilePage'));
const BookingHistoryPage = themedPage(() => import('../pages/BookingHistoryPage'));
const MembershipCheckoutPage = themedPage(() => import('../pages/MembershipCheckoutPage'));
const FitnessPage = themedPage(() => import('../pages/FitnessPage'));
const AdminPage = themedPage(() => import('../pages/admin/AdminPage'));
const AuthDebugPage = themedPage(() => import('../pages/AuthDebugPage'));
const NotFoundPage = themedPage(() => import('../pages/NotFoundPage'));

/** The route table of spec §2 (its paths shared with the gateway, which answers any other with status 404). */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route
          path={APP_PATHS.home}
          element={
            <SignedOutOnly redirectTo="/dashboard">
              <PublicHomePage />
            </SignedOutOnly>
          }
        />
        <Route
          path={APP_PATHS.auth}
          element={
            <AuthRoute>
              <AuthPage />
            </AuthRoute>
          }
        />
        <Route path={APP_PATHS.resetPassword} element={<AuthPage resetRoute />} />
        <Route
          path={APP_PATHS.classes}
          element={
            <>
              <ClassSchedulePrefetch />
              <SignedOutOnly redirectTo="/classes/member">
                <ClassesPage />
              </SignedOutOnly>
            </>
          }
        />
        <Route element={<RequireAuth />}>
          <Route path={APP_PATHS.dashboard} element={<DashboardPage />} />
          <Route
            path={APP_PATHS.memberClasses}
            element={
              <>
                <ClassSchedulePrefetch />
                <ClassesPage />
              </>
            }
          />
          <Route path={APP_PATHS.booking} element={<BookingPage />} />
          <Route path={APP_PATHS.payment} element={<PaymentPage />} />
          <Route path={APP_PATHS.paymentStart} element={<PaymentPage />} />
          <Route path={APP_PATHS.confirmation} element={<ConfirmationPage />} />
          <Route path={APP_PATHS.profile} element={<ProfilePage />} />
          <Route path={APP_PATHS.bookingHistory} element={<BookingHistoryPage />} />
          <Route path={APP_PATHS.membershipCheckout} element={<MembershipCheckoutPage />} />
          <Route path={APP_PATHS.fitness} element={<FitnessPage />} />
        </Route>
        <Route
          path={APP_PATHS.admin}
          element={
            <RequireAdmin>
              <AdminPage />
            </RequireAdmin>
          }
        />
        <Route path={APP_PATHS.debugAuth} element={<AuthDebugPage />} />
        {/* The gateway serves the home page under its file name too (the service worker keeps it offline). */}
        <Route path="/index.html" element={<Navigate to={APP_PATHS.home} replace />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
