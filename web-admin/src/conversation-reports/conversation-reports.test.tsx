import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memoryDataProvider, renderResource } from '../test/renderResource';
import ConversationReportList from './ConversationReportList';
import ConversationReportShow from './ConversationReportShow';

const party = (id: string, name: string, role: 'tenant' | 'landlord') => ({
  id,
  name,
  email: `${id}@example.com`,
  role,
});

const report = (id: string, status: 'open' | 'handled') => ({
  id,
  conversationId: `c-${id}`,
  reason: 'Asked me to pay the deposit into a personal account.',
  status,
  note: null,
  handledById: null,
  handledAt: null,
  reporter: party('t1', 'Tunde Bakare', 'tenant'),
  tenant: party('t1', 'Tunde Bakare', 'tenant'),
  landlord: party('l1', 'Ngozi Okafor', 'landlord'),
  property: { id: 'p1', title: 'Lekki 2-bed flat', location: 'Lekki Phase 1, Lagos' },
  messages: [
    {
      id: 'm1',
      senderId: 't1',
      content: 'Is the flat available?',
      readAt: '2026-11-20T10:05:00Z',
      createdAt: '2026-11-20T10:00:00Z',
    },
    {
      id: 'm2',
      senderId: 'l1',
      content: 'Pay to my personal account first.',
      readAt: null,
      createdAt: '2026-11-20T11:00:00Z',
    },
  ],
  createdAt: '2026-11-20T12:00:00Z',
  updatedAt: '2026-11-20T12:00:00Z',
});

describe('reported conversations in the console', () => {
  it('lists open reports first, with who reported and between whom', async () => {
    const memory = memoryDataProvider({
      'conversation-reports': [report('r1', 'open'), report('r2', 'handled')],
    });
    renderResource('conversation-reports', <ConversationReportList />, {
      dataProvider: memory.provider,
      role: 'support',
    });
    expect(await screen.findByText('Tunde Bakare and Ngozi Okafor')).toBeInTheDocument();
    // The list opens on open reports only.
    expect(screen.getAllByText('Lekki 2-bed flat')).toHaveLength(1);
  });

  it('shows the conversation and lets support mark the report handled with a note', async () => {
    const memory = memoryDataProvider({ 'conversation-reports': [report('r1', 'open')] });
    renderResource('conversation-reports', <ConversationReportShow />, {
      dataProvider: memory.provider,
      role: 'support',
      id: 'r1',
    });
    expect(await screen.findByText('Pay to my personal account first.')).toBeInTheDocument();
    expect(screen.getByText(/Ngozi Okafor \(landlord\) ·/)).toBeInTheDocument();
    await userEvent.type(
      screen.getByRole('textbox', { name: 'What was done' }),
      'Warned the landlord.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Mark handled' }));
    await waitFor(() =>
      expect(memory.calls).toEqual([
        {
          action: 'update conversation-reports',
          id: 'r1',
          data: { status: 'handled', note: 'Warned the landlord.' },
        },
      ]),
    );
    expect(await screen.findByRole('button', { name: 'Open again' })).toBeInTheDocument();
  });
});
