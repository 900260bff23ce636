import { screen } from '@testing-library/react';
import { memoryDataProvider, renderResource } from '../test/renderResource';
import { expectShowLink } from '../test/queries';
import AuditLogList from './AuditLogList';

const entry = (id: string, entityType: string, entityId: string, action: string) => ({
  id,
  actorId: 'a1',
  actorRole: 'admin',
  action,
  entityType,
  entityId,
  before: null,
  after: null,
  createdAt: '2026-11-20T10:00:00.000Z',
});

describe('the audit log', () => {
  it('links each entity id to the console page of what it is about', async () => {
    const { provider } = memoryDataProvider({
      'audit-log': [
        entry('e1', 'property', 'prop-42', 'property.approve'),
        entry('e2', 'user', 'user-7', 'user.suspend'),
        entry('e3', 'session', 'sess-9', 'session.revoke'),
        entry('e4', 'application', 'app-5', 'application.approve'),
        entry('e5', 'refund', 'ref-6', 'refund.deny'),
      ],
      users: [{ id: 'a1', name: 'Demo Admin' }],
    });
    renderResource('audit-log', <AuditLogList />, { dataProvider: provider });
    await screen.findByRole('link', { name: 'prop-42' });
    expectShowLink('prop-42', 'properties', 'prop-42');
    expectShowLink('user-7', 'users', 'user-7');
    expectShowLink('app-5', 'applications', 'app-5');
    expectShowLink('ref-6', 'refunds', 'ref-6');
    expect(screen.getByText('sess-9')).not.toHaveAttribute('href');
    expect(await screen.findAllByText('Demo Admin')).toHaveLength(5);
  });
});
