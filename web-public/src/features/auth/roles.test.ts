import { describe, expect, it } from 'vitest';
import { dashboardPathFor } from './roles';

describe('dashboardPathFor', () => {
  it.each([
    ['admin', '/admin-dashboard'],
    ['tenant', '/tenant-dashboard'],
    ['landlord', '/landlord-dashboard'],
    ['support', '/admin-dashboard'],
    ['something-else', '/dashboard'],
    [undefined, '/dashboard'],
    [null, '/dashboard'],
  ])('%s → %s', (role, path) => {
    expect(dashboardPathFor(role)).toBe(path);
  });
});
