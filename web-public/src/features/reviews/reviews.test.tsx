import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReviewDto, ReviewsPageResponse, TenancyReviewsResponse } from '@rentnaija/shared';
import { REVIEW_MESSAGES } from '@rentnaija/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, withFakeServer } from '../../app/testServer';
import { fakeAuth, renderWithProviders, TENANT } from '../../app/testUtils';

import { toast } from '../../components/toast';

vi.mock('../../components/toast');

const { ListingReviews, TenancyReviews } = await import('./index');

const server = withFakeServer();
afterEach(() => vi.clearAllMocks());

/** The stars of a rating in the form, by its label (queried directly: role queries are slow). */
const starsOf = (label: string) =>
  Array.from(
    screen
      .getByText(label, { selector: 'label' })
      .closest('.ant-form-item')!
      .querySelectorAll<HTMLElement>('[role="radio"]'),
  );

/** The form's submit button (found by its text: role queries over antd's form are slow). */
const publish = () => screen.getByText('Publish review').closest('button')!;

const LANDLORD = { ...TENANT, id: 'l1', name: 'Bola Ade', role: 'landlord' as const };

const review = (overrides: Partial<ReviewDto> = {}): ReviewDto => ({
  id: 'r1',
  stage: 'during',
  ratings: { power: 2, water: 4, security: 5, responsiveness: 3 },
  asAdvertised: 'partly',
  powerGridHours: 10,
  powerBackup: 'generator',
  text: 'Quiet street and a helpful landlord, though the grid supply is weak most evenings.',
  reviewerName: 'Amaka N.',
  verifiedTenancy: true,
  property: { id: 'p1', title: 'Bright 2-bedroom flat in Yaba' },
  answer: { text: 'Thank you; a new prepaid meter is in.', answeredAt: '2026-10-02T09:00:00Z' },
  createdAt: '2026-10-01T09:00:00Z',
  ...overrides,
});

const page = (data: ReviewDto[]): ReviewsPageResponse => ({
  summary: {
    count: data.length,
    overall: data.length ? 3.5 : null,
    averages: data.length
      ? { power: 2, water: 4, security: 5, responsiveness: 3 }
      : { power: null, water: null, security: null, responsiveness: null },
    asAdvertised: { yes: 0, partly: data.length, no: 0 },
  },
  data,
  pagination: { currentPage: 1, lastPage: 1, perPage: 10, total: data.length },
});

describe("the listing's reviews", () => {
  it('shows the averages, the verified-tenancy badge, the short name and the answer', async () => {
    server.on('GET /api/properties/:id/reviews', { body: page([review()]) });
    renderWithProviders(<ListingReviews property={{ id: 'p1', landlordId: 'l1' }} />);
    const item = await screen.findByRole('article', { name: 'Review by Amaka N.' });
    expect(screen.getByRole('heading', { name: 'Reviews' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Overall: 3.5 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('1 review from verified tenancies')).toBeInTheDocument();
    expect(within(item).getByText('Verified tenancy')).toBeInTheDocument();
    expect(within(item).getByRole('img', { name: 'Power supply: 2 out of 5' })).toBeInTheDocument();
    expect(within(item).getByText('10 h of grid power a day · Generator')).toBeInTheDocument();
    expect(within(item).getByText('Thank you; a new prepaid meter is in.')).toBeInTheDocument();
    // Visitors cannot answer.
    expect(screen.queryByRole('button', { name: 'Answer this review' })).toBeNull();
  });

  it('says when there are no reviews yet', async () => {
    server.on('GET /api/properties/:id/reviews', { body: page([]) });
    renderWithProviders(<ListingReviews property={{ id: 'p1', landlordId: 'l1' }} />);
    expect(await screen.findByText(/No reviews yet/)).toBeInTheDocument();
  });

  it("lets the listing's landlord answer an unanswered review, once for a double tap", async () => {
    server.on('GET /api/properties/:id/reviews', { body: page([review({ answer: null })]) });
    server.on('POST /api/reviews/:id/answer', { body: review() });
    renderWithProviders(<ListingReviews property={{ id: 'p1', landlordId: 'l1' }} />, {
      auth: fakeAuth({ user: LANDLORD, status: 'authenticated' }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Answer this review' }));
    fireEvent.change(screen.getByLabelText('Your answer'), {
      target: { value: 'Thank you; a new prepaid meter is in.' },
    });
    const publish = screen.getByRole('button', { name: 'Publish answer' });
    fireEvent.click(publish);
    fireEvent.click(publish);
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Your answer is published under the review'),
    );
    expect(toast.success).toHaveBeenCalledTimes(1);
    const posts = server.callsTo('POST /api/reviews/r1/answer');
    expect(posts[0].body).toEqual({ text: 'Thank you; a new prepaid meter is in.' });
    // Every request of the one action carries the same key: the server answers a repeat once.
    expect(new Set(posts.map((c) => c.headers.get('Idempotency-Key'))).size).toBe(1);
    expect(posts[0].headers.get('Idempotency-Key')).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe("the tenancy page's review form", () => {
  const tenancyReviews = (overrides: Partial<TenancyReviewsResponse> = {}) => ({
    body: { openStage: 'during', opensOn: null, reviews: [], ...overrides },
  });
  const renderPanel = () =>
    renderWithProviders(<TenancyReviews tenancyId="t1" landlordId="l1" />, {
      auth: fakeAuth({ user: TENANT, status: 'authenticated' }),
    });

  it('is offered only when the API says a review is open, and says from when otherwise', async () => {
    server.on(
      'GET /api/tenancies/:id/reviews',
      tenancyReviews({ openStage: null, opensOn: '2027-01-20' }),
    );
    renderPanel();
    expect(
      await screen.findByText(/You can review this home and your landlord from/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Review this home' })).toBeNull();
  });

  it('checks the fields, then sends the review with its stage', async () => {
    server.on('GET /api/tenancies/:id/reviews', tenancyReviews());
    server.on('POST /api/tenancies/:id/reviews', {
      status: 201,
      body: { ...review(), status: 'visible', reportedByMe: false },
    });
    renderPanel();
    await screen.findByText('Review this home');
    fireEvent.click(publish());
    expect(await screen.findByText(REVIEW_MESSAGES.stars('Power supply'))).toBeInTheDocument();
    expect(screen.getByText(REVIEW_MESSAGES.textRequired)).toBeInTheDocument();
    expect(server.callsTo('POST /api/tenancies/t1/reviews')).toHaveLength(0);

    for (const [label, stars] of [
      ['Power supply', 2],
      ['Water', 4],
      ['Security', 5],
      ["Landlord's responsiveness", 3],
    ] as const) {
      fireEvent.click(starsOf(label)[stars - 1]);
    }
    fireEvent.click(screen.getByLabelText('Partly'));
    fireEvent.change(screen.getByLabelText('Your review'), {
      target: { value: 'Quiet street and a helpful landlord, though the grid supply is weak.' },
    });
    fireEvent.click(publish());
    await waitFor(() => expect(server.callsTo('POST /api/tenancies/t1/reviews')).toHaveLength(1));
    expect(server.callsTo('POST /api/tenancies/t1/reviews')[0].body).toEqual({
      stage: 'during',
      power: 2,
      water: 4,
      security: 5,
      responsiveness: 3,
      asAdvertised: 'partly',
      powerGridHours: null,
      powerBackup: null,
      text: 'Quiet street and a helpful landlord, though the grid supply is weak.',
    });
    await waitFor(() => expect(toast.success).toHaveBeenCalled());
  });

  it("shows the server's refusal", async () => {
    server.on('GET /api/tenancies/:id/reviews', tenancyReviews({ openStage: 'end' }));
    server.on(
      'POST /api/tenancies/:id/reviews',
      apiError(409, 'REVIEW_EXISTS', 'You have already reviewed this stage of the tenancy.'),
    );
    renderPanel();
    await screen.findByText('Review this home');
    for (const label of ['Power supply', 'Water', 'Security', "Landlord's responsiveness"]) {
      fireEvent.click(starsOf(label)[3]);
    }
    fireEvent.click(screen.getByLabelText('Yes'));
    fireEvent.change(screen.getByLabelText('Your review'), {
      target: { value: 'A lovely home; everything worked as the listing said.' },
    });
    fireEvent.click(publish());
    expect(
      await screen.findByText('You have already reviewed this stage of the tenancy.'),
    ).toBeInTheDocument();
  });
});
