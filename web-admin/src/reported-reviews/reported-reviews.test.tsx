import type { AdminReportedReviewDto } from '@rentnaija/shared';
import { REVIEW_DECISION_MESSAGES } from '@rentnaija/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memoryDataProvider, renderResource } from '../test/renderResource';
import ReportedReviewList from './ReportedReviewList';
import ReportedReviewShow from './ReportedReviewShow';

const reported = (
  id: string,
  title: string,
  overrides: Partial<AdminReportedReviewDto> = {},
): AdminReportedReviewDto => ({
  id,
  stage: 'during',
  ratings: { power: 1, water: 2, security: 2, responsiveness: 1 },
  asAdvertised: 'no',
  powerGridHours: 4,
  powerBackup: 'none',
  text: 'The caretaker Musa (0803 000 0000) never answers and the borehole is always dry.',
  property: { id: `p-${id}`, title },
  answer: null,
  createdAt: '2026-11-20T09:00:00.000Z',
  status: 'reported',
  tenancyId: `t-${id}`,
  tenant: { id: 'u1', name: 'Amaka Nwosu', email: 'amaka@example.com' },
  landlord: { id: 'l1', name: 'Babatunde Adeyemi', email: 'landlord@example.com' },
  reports: [
    {
      id: `r-${id}`,
      reporterRole: 'landlord',
      reporter: { id: 'l1', name: 'Babatunde Adeyemi', email: 'landlord@example.com' },
      reason: 'It gives my caretaker’s private phone number.',
      createdAt: '2026-11-21T09:00:00.000Z',
    },
  ],
  reportedAt: '2026-11-21T09:00:00.000Z',
  decidedAt: null,
  decidedByName: null,
  decisionReason: null,
  updatedAt: '2026-11-21T09:00:00.000Z',
  ...overrides,
});

describe('reported reviews in the console', () => {
  it('lists the reviews waiting for a decision with the report’s reason', async () => {
    const { provider } = memoryDataProvider({
      'reported-reviews': [
        reported('a', 'Lekki duplex'),
        reported('b', 'Yaba flat', { status: 'kept' }),
      ],
    });
    renderResource('reported-reviews', <ReportedReviewList />, { dataProvider: provider });
    expect(await screen.findByText('Lekki duplex')).toBeInTheDocument();
    expect(
      screen.getByText('Landlord: It gives my caretaker’s private phone number.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Yaba flat')).toBeNull();
    expect(screen.getByRole('button', { name: 'Keep' })).toBeInTheDocument();
  });

  it("says 'No reported reviews found' when none wait", async () => {
    const { provider } = memoryDataProvider({ 'reported-reviews': [] });
    renderResource('reported-reviews', <ReportedReviewList />, { dataProvider: provider });
    expect(await screen.findByText('No reported reviews found')).toBeInTheDocument();
  });

  it('hides a review with a reason the parties read', async () => {
    const { provider, calls } = memoryDataProvider({
      'reported-reviews': [reported('a', 'Lekki duplex')],
    });
    renderResource('reported-reviews', <ReportedReviewShow />, { dataProvider: provider, id: 'a' });
    expect(await screen.findByText(/The caretaker Musa/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Hide' }));
    await userEvent.type(
      await screen.findByLabelText(/Reason for hiding/),
      'It shares a private phone number.',
    );
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(
      Array.from(dialog.querySelectorAll('button')).find((b) => b.textContent === 'Hide')!,
    );
    expect(await screen.findByText(REVIEW_DECISION_MESSAGES.hidden)).toBeInTheDocument();
    expect(calls).toContainEqual(
      expect.objectContaining({
        action: 'hide reported-reviews',
        reason: 'It shares a private phone number.',
      }),
    );
  });

  it('shows support staff the review without the decisions', async () => {
    const { provider } = memoryDataProvider({
      'reported-reviews': [reported('a', 'Lekki duplex')],
    });
    renderResource('reported-reviews', <ReportedReviewShow />, {
      dataProvider: provider,
      id: 'a',
      role: 'support',
    });
    expect(await screen.findByText(/Waiting for an admin’s decision/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Keep' })).toBeNull();
  });
});
