import { fireEvent, screen, waitFor } from '@testing-library/react';
import {
  TENANT_REVIEW_MESSAGES as M,
  type TenancyTenantReviewResponse,
  type TenantReviewDto,
  type UserDto,
} from '@rentnaija/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, withFakeServer } from '../../app/testServer';
import { fakeAuth, renderWithProviders, TENANT } from '../../app/testUtils';
import { toast } from '../../components/toast';

vi.mock('../../components/toast');
const { TenantReviewPanel } = await import('./index');

const server = withFakeServer();
afterEach(() => vi.clearAllMocks());

const LANDLORD = { ...TENANT, id: 'l1', name: 'Bola Ade', role: 'landlord' as const };
const written: TenantReviewDto = {
  id: 'tr1',
  tenancyId: 't1',
  rentOnTime: 5,
  careOfHome: 4,
  communication: 3,
  wouldLetAgain: true,
  text: 'Paid every month on time and kept the flat clean.',
  landlordName: 'Bola Ade',
  propertyTitle: 'Two-bedroom flat in Yaba',
  createdAt: '2026-11-20T09:00:00Z',
};
const answer = (over: Partial<TenancyTenantReviewResponse> = {}) => ({
  body: { canWrite: true, closedReason: null, review: null, ...over },
});

const renderPanel = (user: UserDto = LANDLORD) =>
  renderWithProviders(<TenantReviewPanel tenancyId="t1" landlordId="l1" tenantName="Ada Obi" />, {
    auth: fakeAuth({ user, status: 'authenticated' }),
  });

/** The stars of a rating in the form, by its label. */
const starsOf = (label: string) =>
  Array.from(
    screen
      .getByText(label, { selector: 'label' })
      .closest('.ant-form-item')!
      .querySelectorAll<HTMLElement>('[role="radio"]'),
  );
const save = () => screen.getByText('Save review').closest('button')!;

describe("the landlord's review of their tenant", () => {
  it('checks each field, then saves the review and shows it in place of the form', async () => {
    server.on('GET /api/tenancies/:id/tenant-review', answer());
    server.on('POST /api/tenancies/:id/tenant-review', {
      status: 201,
      body: { canWrite: false, closedReason: null, review: written },
    });
    renderPanel();
    await screen.findByText('Review your tenant');
    fireEvent.click(save());
    // Each field's message shows under it once the form has checked it (one render each).
    expect(await screen.findByText(M.stars('Paid rent on time'))).toBeInTheDocument();
    expect(await screen.findByText(M.wouldLetAgain)).toBeInTheDocument();
    expect(await screen.findByText(M.textRequired)).toBeInTheDocument();
    expect(server.callsTo('POST /api/tenancies/t1/tenant-review')).toHaveLength(0);

    for (const [label, stars] of [
      ['Paid rent on time', 5],
      ['Looked after the home', 4],
      ['Easy to deal with', 3],
    ] as const) {
      fireEvent.click(starsOf(label)[stars - 1]);
    }
    fireEvent.click(screen.getByLabelText('Yes'));
    fireEvent.change(screen.getByLabelText('Your review'), {
      target: { value: '  Paid every month on time and kept the flat clean.  ' },
    });
    fireEvent.click(save());
    await waitFor(() =>
      expect(server.callsTo('POST /api/tenancies/t1/tenant-review')).toHaveLength(1),
    );
    expect(server.callsTo('POST /api/tenancies/t1/tenant-review')[0].body).toEqual({
      rentOnTime: 5,
      careOfHome: 4,
      communication: 3,
      wouldLetAgain: true,
      text: 'Paid every month on time and kept the flat clean.',
    });
    expect(await screen.findByText('Your review of your tenant')).toBeInTheDocument();
    expect(screen.getByText('Would let to them again')).toBeInTheDocument();
    expect(screen.queryByText('Save review')).toBeNull();
    expect(toast.success).toHaveBeenCalledTimes(1);
  });

  it("puts the server's field messages beside the fields", async () => {
    server.on('GET /api/tenancies/:id/tenant-review', answer());
    server.on(
      'POST /api/tenancies/:id/tenant-review',
      apiError(400, 'VALIDATION_FAILED', 'Validation failed', [
        { field: 'text', message: M.textShort },
      ]),
    );
    renderPanel();
    await screen.findByText('Review your tenant');
    for (const label of ['Paid rent on time', 'Looked after the home', 'Easy to deal with']) {
      fireEvent.click(starsOf(label)[1]);
    }
    fireEvent.click(screen.getByLabelText('No'));
    fireEvent.change(screen.getByLabelText('Your review'), {
      target: { value: 'Late with the rent twice, and hard to reach.' },
    });
    fireEvent.click(save());
    expect(await screen.findByText(M.textShort)).toBeInTheDocument();
    expect(screen.getByText('Review your tenant')).toBeInTheDocument();
  });

  it('says when the review opens while it cannot be written yet', async () => {
    server.on(
      'GET /api/tenancies/:id/tenant-review',
      answer({ canWrite: false, closedReason: M.notOpen }),
    );
    renderPanel();
    expect(await screen.findByText(M.notOpen)).toBeInTheDocument();
    expect(screen.queryByText('Save review')).toBeNull();
  });

  it('is not shown to the tenant, nor asked for', async () => {
    renderPanel(TENANT);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByText('Review your tenant')).toBeNull();
    expect(server.callsTo('GET /api/tenancies/t1/tenant-review')).toHaveLength(0);
  });
});
