import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ThemeModeProvider } from '../theme/ThemeContext';
import { TENANT, fakeAuth, renderWithProviders } from '../testUtils';
import { Footer } from './Footer';
import { Header } from './Header';

function renderHeader(auth = fakeAuth()) {
  return renderWithProviders(
    <ThemeModeProvider>
      <Header onOpenSidebar={() => {}} />
    </ThemeModeProvider>,
    { auth },
  );
}

describe('Header', () => {
  it('offers Login, List Property and Register to visitors', () => {
    renderHeader();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Home', 'Properties', 'About', 'Contact']);
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'List Property' })).toHaveAttribute(
      'href',
      '/list-property',
    );
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    expect(
      screen.getByRole('button', { name: /Switch to (dark|light) theme/ }),
    ).toBeInTheDocument();
  });

  it('shows Dashboard (for the role) and Logout when signed in', () => {
    renderHeader(fakeAuth({ user: TENANT, status: 'authenticated' }));
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/tenant-dashboard',
    );
    // One Dashboard link in the header, not a second button beside Logout.
    expect(screen.getAllByRole('link', { name: 'Dashboard' })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Register' })).not.toBeInTheDocument();
  });
});

describe('Footer', () => {
  it('links the popular cities with their query values', () => {
    renderWithProviders(<Footer />);
    const cities = screen.getByRole('navigation', { name: 'Popular Cities' });
    expect(
      within(cities)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual([
      '/properties?city=lagos',
      '/properties?city=abuja',
      '/properties?city=portharcourt',
      '/properties?city=ibadan',
      '/properties?city=kano',
    ]);
    expect(screen.getByRole('link', { name: 'support@rentnaija.ng' })).toBeInTheDocument();
    expect(screen.getByText('12 Adeola Odeku Street, Victoria Island, Lagos')).toBeInTheDocument();
  });
});
