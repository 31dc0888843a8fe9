import { Button } from 'antd';
import { Link } from 'react-router-dom';
import { useCurrentUser } from '../../features/auth/hooks/use-current-user';
import { useLogout } from '../../features/auth/hooks/use-logout';
import { requestRegisterForm } from '../../lib/auth-navigation';
import { ButtonLink } from '../../ui/ButtonLink';
import { Logo } from '../../ui/Logo';

export function AppHeader() {
  const { user, isLoading } = useCurrentUser();
  const { logout, isPending } = useLogout();

  return (
    <header className="app-header">
      <div className="app-header__inner">
        <Link to="/" className="app-header__logo" aria-label="FitStudio home">
          <Logo />
        </Link>
        <nav className="app-header__actions" aria-label="Account">
          {isLoading ? null : user ? (
            <>
              <Link to="/profile" className="app-header__link">
                My Account
              </Link>
              <Button onClick={() => void logout()} loading={isPending}>
                Logout
              </Button>
            </>
          ) : (
            <>
              <Link to="/auth" state={{ mode: 'login' }} className="app-header__link">
                Login
              </Link>
              <ButtonLink to="/auth" type="primary" onNavigate={requestRegisterForm}>
                Create Account
              </ButtonLink>
            </>
          )}
        </nav>
      </div>
    </header>
  );
}
