import { Drawer } from 'antd';
import {
  AppstoreOutlined,
  ContactsOutlined,
  DashboardOutlined,
  HomeOutlined,
  IdcardOutlined,
  InfoCircleOutlined,
  LoginOutlined,
  LogoutOutlined,
  PlusCircleOutlined,
  SafetyCertificateOutlined,
  SearchOutlined,
  SettingOutlined,
  UserAddOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { dashboardPathFor, useAuth } from '../../features/auth';
import { Logo } from './Logo';

interface Item {
  to: string;
  label: string;
  icon: ReactNode;
}

const PUBLIC_ITEMS: Item[] = [
  { to: '/', label: 'Home', icon: <HomeOutlined /> },
  { to: '/properties', label: 'Properties', icon: <SearchOutlined /> },
  { to: '/about', label: 'About', icon: <InfoCircleOutlined /> },
  { to: '/contact', label: 'Contact', icon: <ContactsOutlined /> },
];

/** The overlay menu: links by auth state (signed out, signed in, by role); any link closes it. */
export function Sidebar({ open, onClose }: { open: boolean; onClose(): void }) {
  const { user, logout } = useAuth();

  const items: Item[] = user
    ? [
        ...PUBLIC_ITEMS,
        { to: dashboardPathFor(user.role), label: 'Dashboard', icon: <DashboardOutlined /> },
        { to: '/saved-properties', label: 'Saved Properties', icon: <AppstoreOutlined /> },
        ...(user.role === 'tenant' || user.role === 'landlord'
          ? [{ to: '/kyc', label: 'Verify Identity', icon: <SafetyCertificateOutlined /> }]
          : []),
        ...(user.role === 'tenant'
          ? [{ to: '/renter-profile', label: 'Renter Profile', icon: <IdcardOutlined /> }]
          : []),
        { to: '/settings', label: 'Settings', icon: <SettingOutlined /> },
        // Landlords: their listings and the wizard.
        ...(user.role === 'landlord'
          ? [
              { to: '/property-management', label: 'My Properties', icon: <HomeOutlined /> },
              { to: '/list-property', label: 'List Property', icon: <PlusCircleOutlined /> },
              { to: '/payouts', label: 'Payouts', icon: <WalletOutlined /> },
            ]
          : []),
      ]
    : [
        ...PUBLIC_ITEMS,
        { to: '/login', label: 'Login', icon: <LoginOutlined /> },
        { to: '/register', label: 'Register', icon: <UserAddOutlined /> },
        { to: '/list-property', label: 'List Property', icon: <PlusCircleOutlined /> },
      ];

  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="left"
      size={280}
      title={<Logo onNavigate={onClose} />}
      classNames={{ body: 'rn-sidebar__body' }}
    >
      <nav aria-label="Sidebar">
        <ul className="rn-sidebar__list">
          {items.map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                end={item.to === '/'}
                className="rn-sidebar__link"
                onClick={onClose}
              >
                <span aria-hidden="true">{item.icon}</span>
                <span>{item.label}</span>
              </NavLink>
            </li>
          ))}
          {user && (
            <li>
              <button
                type="button"
                className="rn-sidebar__link rn-sidebar__button"
                onClick={() => {
                  onClose();
                  void logout();
                }}
              >
                <LogoutOutlined aria-hidden="true" />
                <span>Logout</span>
              </button>
            </li>
          )}
        </ul>
      </nav>
    </Drawer>
  );
}
