import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memoryDataProvider, renderResource } from '../test/renderResource';
import UserEdit from './UserEdit';

const user = (id: string, name: string, role: string) => ({
  id,
  name,
  email: `${id}@example.com`,
  phone: null,
  role,
  status: 'active',
  emailVerifiedAt: '2026-11-01T10:00:00.000Z',
  createdAt: '2026-11-01T10:00:00.000Z',
});

const setup = (id: string) => {
  const memory = memoryDataProvider({
    users: [user('admin-1', 'Demo admin', 'admin'), user('u2', 'Chidi Tenant', 'tenant')],
  });
  renderResource('users', <UserEdit />, { dataProvider: memory.provider, id });
  return memory;
};

describe('editing a user in the console', () => {
  it('suspends a user and sends only what changed', async () => {
    const { calls } = setup('u2');
    await screen.findByText('Chidi Tenant');
    await userEvent.click(screen.getByRole('combobox', { name: /Status/ }));
    await userEvent.click(within(await screen.findByRole('listbox')).getByText('Suspended'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls).toEqual([{ action: 'update users', id: 'u2', data: { status: 'suspended' } }]),
    );
  });

  it('does not let an admin change their own role or suspend themselves', async () => {
    setup('admin-1');
    expect(await screen.findByText(/This is your own account/)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Role/ })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('combobox', { name: /Status/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });
});
