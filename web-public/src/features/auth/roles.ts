import type { Role } from '@rentnaija/shared';

/**
 * Where each role's dashboard lives; unknown roles use /dashboard. Support
 * staff share the admins' landing page (what needs action, with links into the console).
 */
export function dashboardPathFor(role: Role | string | null | undefined): string {
  switch (role) {
    case 'admin':
    case 'support':
      return '/admin-dashboard';
    case 'tenant':
      return '/tenant-dashboard';
    case 'landlord':
      return '/landlord-dashboard';
    default:
      return '/dashboard';
  }
}

export const ROLE_LABELS: Record<string, string> = {
  tenant: 'Tenant',
  landlord: 'Landlord',
  admin: 'Administrator',
  support: 'Support',
};
