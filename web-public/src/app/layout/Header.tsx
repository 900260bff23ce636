import { lazy, Suspense } from 'react';
import { LogoutOutlined, MenuOutlined, MoonOutlined, SunOutlined } from '@ant-design/icons';
import { NavLink } from 'react-router-dom';
import { dashboardPathFor, useAuth } from '../../features/auth';
import { useThemeMode } from '../theme/ThemeContext';
import { Logo } from './Logo';
import { PUBLIC_LINKS } from './navigation';
import { LinkButton, buttonClass } from '../../components/LinkButton';

/**
 * The live connection and the bell load once someone is signed in, the bell into a slot of its
 * own size (no layout shift).
 */
const SignedInLive = lazy(() =>
  import('./SignedInLive').then((m) => ({ default: m.SignedInLive })),
);

export function Header({ onOpenSidebar }: { onOpenSidebar(): void }) {
  const { user, logout } = useAuth();
  const { mode, toggle } = useThemeMode();
  const links = user
    ? [...PUBLIC_LINKS, { to: dashboardPathFor(user.role), label: 'Dashboard' }]
    : PUBLIC_LINKS;
  const themeLabel = mode === 'dark' ? 'Switch to light theme' : 'Switch to dark theme';

  return (
    <header className="rn-header">
      <div className="rn-container rn-header__inner">
        <div className="rn-row">
          <button
            type="button"
            aria-label="Open menu"
            onClick={onOpenSidebar}
            className={buttonClass('text', 'middle', 'rn-btn--icon rn-header__menu')}
          >
            <MenuOutlined aria-hidden="true" />
          </button>
          <Logo />
        </div>

        <nav aria-label="Main" className="rn-header__nav">
          {links.map((link) => (
            <NavLink key={link.to} to={link.to} end={link.to === '/'} className="rn-navlink">
              {link.label}
            </NavLink>
          ))}
        </nav>

        <div className="rn-row rn-header__actions">
          <button
            type="button"
            className={buttonClass('text', 'middle', 'rn-btn--icon rn-btn--circle')}
            aria-label={themeLabel}
            title={themeLabel}
            onClick={toggle}
          >
            {mode === 'dark' ? (
              <SunOutlined aria-hidden="true" />
            ) : (
              <MoonOutlined aria-hidden="true" />
            )}
          </button>

          {user && (
            <Suspense fallback={<span className="rn-bell-slot" aria-hidden="true" />}>
              <SignedInLive />
            </Suspense>
          )}

          {user ? (
            <div className="rn-row rn-header__auth">
              <button type="button" className={buttonClass()} onClick={() => void logout()}>
                <LogoutOutlined aria-hidden="true" /> Logout
              </button>
            </div>
          ) : (
            <div className="rn-row rn-header__auth">
              <LinkButton to="/login" type="text">
                Login
              </LinkButton>
              <LinkButton to="/list-property">List Property</LinkButton>
              <LinkButton to="/register" type="primary">
                Register
              </LinkButton>
            </div>
          )}
        </div>
      </div>
    </header>
  );
}
