import {
  AppstoreOutlined,
  CalendarOutlined,
  HomeOutlined,
  LoginOutlined,
  UserAddOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { requestRegisterForm, useShownAuthForm } from '../../lib/auth-navigation';
import { isTabActive } from '../nav-match';
import { useShellUser } from '../use-shell-user';

interface Tab {
  label: string;
  to: string;
  icon: ComponentType<{ 'aria-hidden'?: boolean }>;
  exact?: boolean;
  onClick?: () => void;
  state?: { mode: string };
}

const SIGNED_IN_TABS: Tab[] = [
  { label: 'Home', to: '/', icon: HomeOutlined, exact: true },
  { label: 'Classes', to: '/classes', icon: CalendarOutlined },
  { label: 'Dashboard', to: '/dashboard', icon: AppstoreOutlined },
];

const SIGNED_OUT_TABS: Tab[] = [
  { label: 'Sign Up', to: '/auth', icon: UserAddOutlined, onClick: requestRegisterForm },
  { label: 'Login', to: '/auth', icon: LoginOutlined, state: { mode: 'login' } },
];

export function BottomNav() {
  const { signedIn, pending } = useShellUser();
  const { pathname } = useLocation();
  const authForm = useShownAuthForm();
  if (pending) return null;
  const tabs = signedIn ? SIGNED_IN_TABS : SIGNED_OUT_TABS;
  // Both signed-out tabs lead to /auth: Sign Up is marked while the registration form shows, Login otherwise.
  const marked = (tab: Tab) =>
    isTabActive(pathname, tab.to, tab.exact) &&
    (signedIn || (tab.label === 'Sign Up') === (authForm === 'register'));
  const activeIndex = tabs.findIndex(marked);

  return (
    <nav className="bottom-nav" aria-label="Main">
      <ul className="bottom-nav__list">
        {tabs.map((tab, index) => {
          const active = index === activeIndex;
          const Icon = tab.icon;
          return (
            <li key={tab.label}>
              <Link
                to={tab.to}
                onClick={tab.onClick}
                state={tab.state}
                className={`bottom-nav__item${active ? ' bottom-nav__item--active' : ''}`}
                aria-current={active ? 'page' : undefined}
              >
                <Icon aria-hidden />
                <span>{tab.label}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
