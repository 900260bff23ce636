import {
  BarChartOutlined,
  CalendarOutlined,
  CheckCircleOutlined,
  CreditCardOutlined,
  FileTextOutlined,
  HeartOutlined,
  HomeOutlined,
  MessageOutlined,
  PlusCircleOutlined,
  SafetyCertificateOutlined,
  SearchOutlined,
  SettingOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import type { Role } from '@rentnaija/shared';

export interface QuickLink {
  to: string;
  label: string;
  description: string;
  icon: ReactNode;
}

/** Where anyone looking for a home starts: the catalogue and the homes they saved. */
const HOME_HUNTING: QuickLink[] = [
  {
    to: '/properties',
    label: 'Browse Properties',
    description: 'Search verified monthly homes',
    icon: <SearchOutlined />,
  },
  {
    to: '/saved-properties',
    label: 'Saved Properties',
    description: 'Homes you bookmarked',
    icon: <HeartOutlined />,
  },
];

/** Quick links per role, on each role's dashboard ('other' for the generic /dashboard). */
export const QUICK_LINKS: Record<Role | 'other', QuickLink[]> = {
  tenant: [
    ...HOME_HUNTING,
    {
      to: '/schedule',
      label: 'My Viewings',
      description: 'Viewings you asked for or were invited to',
      icon: <CalendarOutlined />,
    },
    {
      to: '/applications',
      label: 'My Applications',
      description: 'Track your rental applications',
      icon: <FileTextOutlined />,
    },
    {
      to: '/payments',
      label: 'Payment History',
      description: 'Receipts and monthly payments',
      icon: <CreditCardOutlined />,
    },
    {
      to: '/kyc',
      label: 'Verify Identity (KYC)',
      description: 'Get verified to book faster',
      icon: <SafetyCertificateOutlined />,
    },
  ],
  landlord: [
    {
      to: '/list-property',
      label: 'List a Property',
      description: 'Publish a new monthly rental',
      icon: <PlusCircleOutlined />,
    },
    {
      to: '/property-management',
      label: 'My Properties',
      description: 'Review state, status, views and saves',
      icon: <HomeOutlined />,
    },
    {
      to: '/messages',
      label: 'Messages',
      description: 'Enquiries from tenants',
      icon: <MessageOutlined />,
    },
    {
      to: '/landlord/schedule-viewing',
      label: 'Schedule a Viewing',
      description: 'Invite a tenant to view',
      icon: <CalendarOutlined />,
    },
    {
      to: '/schedule',
      label: 'Scheduled Viewings',
      description: 'Confirm or cancel viewing requests',
      icon: <CalendarOutlined />,
    },
    {
      to: '/applications',
      label: 'Applications',
      description: 'Review tenants who applied for your homes',
      icon: <FileTextOutlined />,
    },
    {
      to: '/payments',
      label: 'Payments',
      description: 'What tenants paid, with receipts',
      icon: <CreditCardOutlined />,
    },
    {
      to: '/payouts',
      label: 'Payouts',
      description: 'Your bank account, and money held, scheduled and paid',
      icon: <WalletOutlined />,
    },
    {
      to: '/analytics',
      label: 'Analytics',
      description: 'Views, enquiries and revenue',
      icon: <BarChartOutlined />,
    },
    {
      to: '/kyc',
      label: 'Verify Identity (KYC)',
      description: 'Build trust with tenants',
      icon: <SafetyCertificateOutlined />,
    },
  ],
  admin: [
    {
      to: '/properties',
      label: 'All Listings',
      description: 'Browse the public catalogue',
      icon: <HomeOutlined />,
    },
    {
      to: '/admin',
      label: 'Admin Console',
      description: 'Listing approvals, users, contact messages and emails',
      icon: <CheckCircleOutlined />,
    },
  ],
  support: [
    {
      to: '/admin',
      label: 'Admin Console',
      description: 'Contact messages, listings, users and emails',
      icon: <CheckCircleOutlined />,
    },
    {
      to: '/help',
      label: 'Help Center',
      description: 'The answers tenants and landlords see',
      icon: <FileTextOutlined />,
    },
  ],
  other: [
    ...HOME_HUNTING,
    {
      to: '/settings',
      label: 'Settings',
      description: 'Your name and phone number',
      icon: <SettingOutlined />,
    },
  ],
};

export function quickLinksFor(role: string | undefined): QuickLink[] {
  return role && role in QUICK_LINKS ? QUICK_LINKS[role as Role] : QUICK_LINKS.other;
}
