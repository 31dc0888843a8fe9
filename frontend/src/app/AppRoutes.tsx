import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { AuthRoute } from './guards/AuthRoute';
import { RequireAdmin } from './guards/RequireAdmin';
import { RequireAuth } from './guards/RequireAuth';
import { SignedOutOnly } from './guards/SignedOutOnly';
import { AppLayout } from './layout/AppLayout';

// Route-level code splitting: each screen is its own chunk; admin code loads only past the admin guard.
const PublicHomePage = lazy(() => import('../pages/PublicHomePage'));
const DashboardPage = lazy(() => import('../pages/DashboardPage'));
const AuthPage = lazy(() => import('../pages/AuthPage'));
const ClassesPage = lazy(() => import('../pages/ClassesPage'));
const BookingPage = lazy(() => import('../pages/BookingPage'));
const PaymentPage = lazy(() => import('../pages/PaymentPage'));
const ConfirmationPage = lazy(() => import('../pages/ConfirmationPage'));
const ProfilePage = lazy(() => import('../pages/ProfilePage'));
const BookingHistoryPage = lazy(() => import('../pages/BookingHistoryPage'));
const MembershipCheckoutPage = lazy(() => import('../pages/MembershipCheckoutPage'));
const FitnessPage = lazy(() => import('../pages/FitnessPage'));
const AdminPage = lazy(() => import('../pages/admin/AdminPage'));
const AuthDebugPage = lazy(() => import('../pages/AuthDebugPage'));
const NotFoundPage = lazy(() => import('../pages/NotFoundPage'));

/** The route table of spec §2. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route
          path="/"
          element={
            <SignedOutOnly redirectTo="/dashboard">
              <PublicHomePage />
            </SignedOutOnly>
          }
        />
        <Route
          path="/auth"
          element={
            <AuthRoute>
              <AuthPage />
            </AuthRoute>
          }
        />
        <Route path="/reset-password" element={<AuthPage resetRoute />} />
        <Route
          path="/classes"
          element={
            <SignedOutOnly redirectTo="/classes/member">
              <ClassesPage />
            </SignedOutOnly>
          }
        />
        <Route element={<RequireAuth />}>
          <Route path="/dashboard" element={<DashboardPage />} />
          <Route path="/classes/member" element={<ClassesPage />} />
          <Route path="/booking/:id" element={<BookingPage />} />
          <Route path="/payment/:id" element={<PaymentPage />} />
          <Route path="/payment" element={<PaymentPage />} />
          <Route path="/confirmation/:id" element={<ConfirmationPage />} />
          <Route path="/profile" element={<ProfilePage />} />
          <Route path="/booking-history" element={<BookingHistoryPage />} />
          <Route path="/membership/checkout/:id" element={<MembershipCheckoutPage />} />
          <Route path="/fitness" element={<FitnessPage />} />
        </Route>
        <Route
          path="/admin"
          element={
            <RequireAdmin>
              <AdminPage />
            </RequireAdmin>
          }
        />
        <Route path="/debug/auth" element={<AuthDebugPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
