import { Link } from 'react-router-dom';
import { useLogout } from '../../features/auth/hooks/use-logout';
import { requestRegisterForm } from '../../lib/auth-navigation';
import { ButtonLink, buttonClassName } from '../../ui/ButtonLink';
import { Logo } from '../../ui/Logo';
import { useShellUser } from '../use-shell-user';

export function AppHeader() {
  const { signedIn, pending } = useShellUser();
  const { logout, isPending } = useLogout();

  return (
    <header className="app-header">
      <div className="app-header__inner">
        <Link to="/" className="app-header__logo" aria-label="FitStudio home">
          <Logo />
        </Link>
        <nav className="app-header__actions" aria-label="Account">
          {pending ? null : signedIn ? (
            <>
              <Link to="/profile" className="app-header__link">
                My Account
              </Link>
              <button
                type="button"
                className={buttonClassName()}
                onClick={() => void logout()}
                aria-disabled={isPending || undefined}
                aria-busy={isPending}
              >
                Logout
              </button>
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
