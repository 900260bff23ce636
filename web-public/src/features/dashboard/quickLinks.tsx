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
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import type { Role } from '@rentnaija/shared';

export interface QuickLink {
  to: string;
  label: string;
  description: string;
  icon: ReactNode;
}

/** Quick links per role, from spec/3 sections 2.2–2.4 (and spec/1 for the generic dashboard). */
export const QUICK_LINKS: Record<Role | 'other', QuickLink[]> = {
  tenant: [
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
