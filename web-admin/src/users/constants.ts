import { ROLES, type UserDto } from '@rentnaija/shared';
import { choicesOf } from '../common/choices';
import type { ChipColor } from '../common/fields';

export type UserRecord = UserDto;

export const ROLE_CHOICES = choicesOf(ROLES);
export const USER_STATUS_CHOICES = [
  { id: 'active', name: 'Active' },
  { id: 'suspended', name: 'Suspended' },
];
export const USER_STATUS_COLORS: Record<string, ChipColor> = {
  active: 'success',
  suspended: 'error',
};
export const ROLE_COLORS: Record<string, ChipColor> = {
  tenant: 'default',
  landlord: 'primary',
  admin: 'secondary',
  support: 'info',
};
