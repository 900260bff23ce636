import { useMediaQuery, type Theme } from '@mui/material';
import { usePermissions } from 'react-admin';

/** Phones get react-admin's SimpleList instead of a table. */
export const useIsSmall = () => useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));

/** Only admins change moderation states, roles and account status; support staff read. */
export function useIsAdmin(): boolean {
  const { permissions } = usePermissions<string>();
  return permissions === 'admin';
}
