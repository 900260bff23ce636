import { REJECTION_REASON_MESSAGES, SENIOR_REVIEW_MESSAGES } from '@rentnaija/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memoryDataProvider, renderResource } from '../test/renderResource';
import { expectNoButtons } from '../test/queries';
import PropertyList from './PropertyList';
import PropertyShow from './PropertyShow';

const listing = (id: string, title: string, moderationStatus = 'pending') => ({
  id,
  title,
  city: 'Lagos',
  price: 450_000,
  landlordId: 'l1',
  landlord: { id: 'l1', name: 'Bola Landlord' },
  moderationStatus,
  isApproved: moderationStatus === 'approved',
  createdAt: '2026-11-20T10:00:00.000Z',
});

const setup = (role: 'admin' | 'support' = 'admin') => {
  const memory = memoryDataProvider({
    properties: [
      listing('p1', 'Flat in Yaba'),
      listing('p2', 'Duplex in Lekki'),
      listing('p3', 'Old bungalow', 'approved'),
      {
        ...listing('p4', 'Too cheap in Ikoyi'),
        risk: {
          score: 80,
          held: true,
          checkedAt: '2026-11-20T10:01:00.000Z',
          signals: [
            {
              code: 'duplicate_photo',
              points: 50,
              summary:
                '1 photo match on 1 listing of other landlords (closest: 2 of 64 bits differ).',
              evidence: { matches: [] },
            },
            {
              code: 'low_rent',
              points: 30,
              summary: '₦150,000 a month is 25% of the median ₦600,000.',
              evidence: { price: 150_000, median: 600_000, comparables: 9 },
            },
          ],
        },
      },
    ],
  });
  renderResource('properties', <PropertyList />, { dataProvider: memory.provider, role });
  return memory;
};

const row = (title: string) => screen.getByText(title).closest('tr') as HTMLElement;

describe('the listings moderation list', () => {
  it('opens on the pending tab with its count, rents in naira and the landlord', async () => {
    setup();
    await screen.findByText('Flat in Yaba');
    expect(screen.queryByText('Old bungalow')).not.toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Pending (3)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(within(row('Flat in Yaba')).getByText('₦450,000')).toBeInTheDocument();
    expect(within(row('Flat in Yaba')).getByText('Bola Landlord')).toBeInTheDocument();
    expect(within(row('Flat in Yaba')).getByText('Pending review')).toBeInTheDocument();
  });

  it('approves a listing from its row', async () => {
    const { calls } = setup();
    await screen.findByText('Duplex in Lekki');
    await userEvent.click(within(row('Duplex in Lekki')).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(calls).toEqual([{ action: 'approve', id: 'p2' }]));
    expect(await screen.findByText('Approved "Duplex in Lekki"')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Duplex in Lekki')).not.toBeInTheDocument());
  });

  it('asks for a reason before rejecting, and sends it', async () => {
    const { calls } = setup();
    await screen.findByText('Flat in Yaba');
    await userEvent.click(within(row('Flat in Yaba')).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject “Flat in Yaba”' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject listing' }));
    expect(within(dialog).getByText(REJECTION_REASON_MESSAGES.required)).toBeInTheDocument();
    const reason = within(dialog).getByLabelText(/Reason for rejection/);
    await userEvent.type(reason, 'Blurry');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject listing' }));
    expect(within(dialog).getByText(REJECTION_REASON_MESSAGES.tooShort)).toBeInTheDocument();
    expect(calls).toEqual([]);

    await userEvent.clear(reason);
    await userEvent.type(reason, '  Wrong house  ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject listing' }));
    await waitFor(() =>
      expect(calls).toEqual([{ action: 'reject', id: 'p1', reason: 'Wrong house' }]),
    );
    expect(await screen.findByText('Rejected "Flat in Yaba"')).toBeInTheDocument();
  });

  it('marks a listing held by its fraud signals, and approves it only with a senior review note', async () => {
    const { calls } = setup();
    await screen.findByText('Too cheap in Ikoyi');
    const held = within(row('Too cheap in Ikoyi')).getByText('Held · 80');
    expect(held.closest('[title]')).toHaveAttribute(
      'title',
      "Same photo as another landlord's listing; Rent far below the area's median",
    );
    await userEvent.click(
      within(row('Too cheap in Ikoyi')).getByRole('button', { name: 'Approve' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Approve "Too cheap in Ikoyi" after a senior review',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(within(dialog).getByText(SENIOR_REVIEW_MESSAGES.noteRequired)).toBeInTheDocument();
    expect(calls).toEqual([]);
    await userEvent.type(
      within(dialog).getByLabelText(/Senior review note/),
      'Met the landlord; the agency manages both flats.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(calls).toEqual([
        { action: 'approve', id: 'p4', note: 'Met the landlord; the agency manages both flats.' },
      ]),
    );
  });

  it('shows support staff the listings without moderation buttons', async () => {
    setup('support');
    await screen.findByText('Flat in Yaba');
    expectNoButtons('Approve', 'Reject');
  });

  it('shows when each available listing was last confirmed, and marks the stale ones', async () => {
    const memory = memoryDataProvider({
      properties: [
        {
          ...listing('s1', 'Terrace in Surulere', 'approved'),
          status: 'available',
          freshness: 'stale',
          confirmedAvailableAt: '2026-11-05T10:00:00.000Z',
        },
        {
          ...listing('f1', 'Flat in Wuse', 'approved'),
          status: 'available',
          freshness: 'fresh',
          confirmedAvailableAt: '2026-11-25T10:00:00.000Z',
        },
      ],
    });
    renderResource('properties', <PropertyList />, { dataProvider: memory.provider });
    await userEvent.click(await screen.findByRole('tab', { name: /Approved/ }));
    await screen.findByText('Terrace in Surulere');
    expect(
      within(row('Terrace in Surulere')).getByText('May no longer be available'),
    ).toBeInTheDocument();
    expect(within(row('Terrace in Surulere')).getByText('5 Nov 2026')).toBeInTheDocument();
    expect(within(row('Flat in Wuse')).getByText('Confirmed')).toBeInTheDocument();
  });
});

describe("a listing's fraud signals in the console", () => {
  it('shows each reason with its figures, the two photos side by side and the other accounts', async () => {
    const memory = memoryDataProvider({
      properties: [
        {
          ...listing('p9', 'Copied flat in Yaba'),
          images: [],
          updatedAt: '2026-11-20T10:00:00.000Z',
          confirmedAvailableAt: '2026-11-20T10:00:00.000Z',
          freshness: 'fresh',
          risk: {
            score: 90,
            held: true,
            checkedAt: '2026-11-20T10:01:00.000Z',
            signals: [
              {
                code: 'duplicate_photo',
                points: 50,
                summary:
                  '1 photo match on 1 listing of other landlords (closest: 2 of 64 bits differ).',
                evidence: {
                  matches: [
                    {
                      photoUrl: '/uploads/properties/copy.jpg',
                      otherPropertyId: 'p1',
                      otherTitle: 'Flat in Yaba',
                      otherLandlordName: 'Bola Landlord',
                      otherPhotoUrl: '/uploads/properties/original.jpg',
                      distance: 2,
                    },
                  ],
                },
              },
              {
                code: 'shared_identity',
                points: 40,
                summary: 'The landlord shares its device with twin@example.com.',
                evidence: {
                  shared: [
                    {
                      kind: 'device',
                      otherLandlords: [{ id: 'u7', name: 'Twin Lets', email: 'twin@example.com' }],
                    },
                  ],
                },
              },
            ],
          },
        },
      ],
    });
    renderResource('properties', <PropertyShow />, { dataProvider: memory.provider, id: 'p9' });
    expect(
      await screen.findByText('Fraud signals: score 90 · held for a senior review'),
    ).toBeInTheDocument();
    expect(screen.getByText("Same photo as another landlord's listing")).toBeInTheDocument();
    expect(screen.getByRole('img', { name: "This listing's photo" })).toHaveAttribute(
      'src',
      '/uploads/properties/copy.jpg',
    );
    expect(screen.getByRole('img', { name: 'The photo on Flat in Yaba' })).toHaveAttribute(
      'src',
      '/uploads/properties/original.jpg',
    );
    expect(screen.getByRole('link', { name: 'Flat in Yaba' })).toHaveAttribute(
      'href',
      '/admin/properties/p1/show',
    );
    expect(screen.getByText(/Signed in on the same device/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Twin Lets' })).toHaveAttribute(
      'href',
      '/admin/users/u7/show',
    );
  });
});
