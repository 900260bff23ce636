import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LISTING_MESSAGES, type TenancyRules } from '@rentnaija/shared';
import { listing } from '../../app/testFixtures';
import { apiError, withFakeServer } from '../../app/testServer';
import { TENANT, atInstant, fakeAuth, renderWithProviders } from '../../app/testUtils';
import { type ListingDraft } from './draft';
import { validDraft } from './testDrafts';

import { ListPropertyView } from './index';

// The wizard's first render (antd's styles for every kind of field) is slow under jsdom.
vi.setConfig({ testTimeout: 60_000 });

const LANDLORD = { ...TENANT, id: 'l1', name: 'Bola Ade', role: 'landlord' as const };
const asLandlord = () => fakeAuth({ user: LANDLORD, status: 'authenticated' });

const filled: ListingDraft = validDraft({
  serviceCharge: 25_000,
  photos: [
    {
      image: { url: '/uploads/properties/a.jpg', thumbnailUrl: '/uploads/properties/a-thumb.jpg' },
      source: 'file',
      name: 'front.jpg',
    },
    {
      image: { url: '/uploads/properties/b.jpg', thumbnailUrl: '/uploads/properties/b-thumb.jpg' },
      source: 'url',
      name: 'https://example.com/b.jpg',
    },
  ],
});
/** The new listing's draft as the server keeps it (the wizard counts steps from 1). */
const resumeAt = (step: number, draft: ListingDraft = filled) =>
  server.drafts.set('listing:', { step: step - 1, data: { version: 1, step, draft } });
/** The kept draft has arrived and is shown. */
const restored = () =>
  waitFor(() => expect(screen.queryByText('Loading your saved draft…')).toBeNull());

const next = () => fireEvent.click(screen.getByRole('button', { name: /Next/ }));
const summary = () =>
  screen.getByText(LISTING_MESSAGES.fixErrors).closest('.lw-errors') as HTMLElement;
const summaryItems = () =>
  within(summary())
    .getAllByRole('listitem')
    .map((li) => li.textContent);
const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

const server = withFakeServer();
/** The rules in force, as the API's filters answer them. */
const rulesInForce = (tenancyRules: TenancyRules) =>
  server.on('GET /api/properties/filters', { body: { tenancyRules } });
/** The listing the API creates from what was posted. */
const created = (body: unknown) => ({
  status: 201,
  body: listing({ id: 'new-1', title: (body as { title: string }).title }),
});
/** Every call that changes something (other than the kept draft), as the server received it. */
const writes = () =>
  server.calls
    .filter((c) => c.method !== 'GET' && !c.path.startsWith('/api/drafts/'))
    .map(({ method, path, body }) => ({ method, path, body }));

beforeEach(() => {
  rulesInForce({ maxAdvanceMonths: 12, maxAgencyFeePercent: 10 });
  server.on('POST /api/properties', ({ body }) => created(body));
});

describe('who may list', () => {
  it('shows visitors the Authentication Required card, and Sign In brings them back here', () => {
    renderWithProviders(<ListPropertyView />);
    expect(screen.getByRole('heading', { name: 'Authentication Required' })).toBeInTheDocument();
    expect(screen.getByText('You must be logged in to list a property')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Account' })).toHaveAttribute(
      'href',
      '/register?role=landlord',
    );
    fireEvent.click(screen.getByRole('link', { name: 'Sign In' }));
    expect(sessionStorage.getItem('intendedDestination')).toBe('/list-property');
  });

  it('tells tenants and staff that listing is for landlord accounts', () => {
    renderWithProviders(<ListPropertyView />, {
      auth: fakeAuth({ user: TENANT, status: 'authenticated' }),
    });
    expect(screen.getByText(LISTING_MESSAGES.landlordsOnly)).toBeInTheDocument();
    expect(screen.queryByText(/Step 1 of 4/)).not.toBeInTheDocument();
    renderWithProviders(<ListPropertyView />, {
      auth: fakeAuth({ user: { ...TENANT, role: 'support' }, status: 'authenticated' }),
    });
    expect(screen.getByRole('link', { name: 'Open the console' })).toHaveAttribute(
      'href',
      '/admin',
    );
  });
});

describe('the wizard’s navigation', () => {
  it('lists step 1’s errors under a heading, moves focus there, and each leads to its field', async () => {
    renderWithProviders(<ListPropertyView />, { auth: asLandlord() });
    expect(screen.getByText('Step 1 of 4')).toBeInTheDocument();
    expect(screen.getByText(/25% complete/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Previous/ })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Submit Listing' })).not.toBeInTheDocument();

    next();
    await waitFor(() => expect(summary()).toHaveFocus());
    expect(summaryItems()).toEqual([
      'Title is required',
      'Description is required',
      'Property type is required',
      'Size is required',
      'Number of bedrooms is required',
      'Number of bathrooms is required',
    ]);
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    fireEvent.click(within(summary()).getByRole('button', { name: 'Size is required' }));
    expect(screen.getByLabelText('Size (m²)')).toHaveFocus();
    // Fixed fields leave the list as they are fixed.
    type('Title', 'Bright 2-bedroom flat in Yaba');
    expect(within(summary()).queryByText('Title is required')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Title')).not.toHaveAttribute('aria-invalid');
  });

  it('moves on once the step is valid, focusing the next step’s heading; Previous keeps the values', async () => {
    resumeAt(1);
    renderWithProviders(<ListPropertyView />, { auth: asLandlord() });
    await restored();
    next();
    const heading = await screen.findByRole('heading', { name: 'Location' });
    expect(screen.getByText('Step 2 of 4')).toBeInTheDocument();
    expect(screen.getByText(/50% complete/)).toBeInTheDocument();
    await waitFor(() => expect(heading).toHaveFocus());
    fireEvent.click(screen.getByRole('button', { name: /Previous/ }));
    const first = await screen.findByRole('heading', { name: 'Basic Information' });
    await waitFor(() => expect(first).toHaveFocus());
    expect(screen.getByLabelText('Title')).toHaveValue(filled.title);
  });

  it('keeps one tab stop per group of options, and 5+ means five or more', () => {
    renderWithProviders(<ListPropertyView />, { auth: asLandlord() });
    for (const name of ['Property type', 'Bedrooms', 'Bathrooms']) {
      const radios = screen.getByRole('radiogroup', { name }).querySelectorAll('input[type=radio]');
      expect(radios.length).toBeGreaterThan(4);
      expect(new Set([...radios].map((r) => r.getAttribute('name'))).size).toBe(1);
    }
    const bathrooms = screen.getByRole('radiogroup', { name: 'Bathrooms' });
    fireEvent.click(within(bathrooms).getByRole('radio', { name: '5 or more' }));
    expect(within(bathrooms).getByRole('radio', { name: '5 or more' })).toBeChecked();
  });

  it('says as it is typed that contact and payment details will be hidden from tenants', async () => {
    renderWithProviders(<ListPropertyView />, { auth: asLandlord() });
    type('Description', 'Two bedrooms, steady light. Viewing any day.');
    expect(screen.queryByText(/Tenants will not see/)).toBeNull();
    type('Description', 'Two bedrooms. Call 0803 123 4567 or pay to 0123456789.');
    expect(
      await screen.findByText(
        'Tenants will not see the phone number, bank account number you wrote',
      ),
    ).toBeInTheDocument();
  });

  it('checks step 2: the city’s state follows the city, and a bad ZIP code is named', async () => {
    resumeAt(2, { ...filled, city: '', state: '', postalCode: '12a' });
    renderWithProviders(<ListPropertyView />, { auth: asLandlord() });
    await restored();
    next();
    await waitFor(() => expect(summary()).toHaveFocus());
    expect(summaryItems()).toEqual([
      'City is required',
      'State is required',
      'ZIP code must be 6 digits',
    ]);
  });
});

describe('pricing', () => {
  it('previews what a tenant pays to move in exactly as the listing page will, with No agency fee', async () => {
    resumeAt(3, {
      ...filled,
      price: null,
      securityDeposit: null,
      depositFollowsRent: true,
      serviceCharge: null,
    });
    renderWithProviders(<ListPropertyView />, { auth: asLandlord() });
    await restored();
    expect(screen.getByText('Enter the monthly rent to see the total.')).toBeInTheDocument();
    type('Monthly rent', '350000');
    // The caution deposit suggests one month's rent.
    expect(screen.getByLabelText(/Caution deposit/)).toHaveValue('350,000');
    type(/Service charge per month/, '25000');
    fireEvent.mouseDown(screen.getByLabelText('Rent paid in advance'));
    fireEvent.click(await screen.findByTitle('2 months'));
    const preview = screen.getByRole('region', { name: 'What a tenant pays to move in' });
    const lines = within(preview).getByLabelText('What you pay to move in');
    expect(
      within(lines)
        .getAllByRole('term')
        .map((dt) => `${dt.textContent} ${dt.nextElementSibling?.textContent}`),
    ).toEqual([
      'Rent for 2 months in advance ₦700,000',
      'Service charge (2 months) ₦50,000',
      'Caution deposit (refundable) ₦350,000',
      'Total to move in ₦1,100,000',
    ]);
    expect(within(preview).getByText('No agency fee')).toBeInTheDocument();
    expect(
      within(preview).getByText(/After that you pay ₦375,000 every month/),
    ).toBeInTheDocument();
  });

  it('refuses an agency fee above the cap in force, on its field, and shows the cap', async () => {
    rulesInForce({ maxAdvanceMonths: 12, maxAgencyFeePercent: 5 });
    resumeAt(3);
    renderWithProviders(<ListPropertyView />, { auth: asLandlord() });
    await restored();
    fireEvent.click(screen.getByRole('radio', { name: 'Charge an agency fee' }));
    next();
    await waitFor(() => expect(summary()).toHaveFocus());
    expect(summary()).toHaveTextContent(LISTING_MESSAGES.agencyFeeRequired);
    type('Agency fee amount', '300000');
    await waitFor(() =>
      expect(summary()).toHaveTextContent(
        "Agency fee cannot be more than 5% of a year's rent (₦210,000)",
      ),
    );
    expect(screen.getByText(/At most ₦210,000: 5% of a year's rent/)).toBeInTheDocument();
    const preview = screen.getByRole('region', { name: 'What a tenant pays to move in' });
    expect(within(preview).queryByText('No agency fee')).not.toBeInTheDocument();
  });
});

describe('available from', () => {
  // 10:00 on 1 Dec 2026 in Lagos.
  atInstant('2026-12-01T09:00:00Z');

  it('takes an optional West Africa Time day from today to twelve months ahead, and sends it', async () => {
    resumeAt(3);
    renderWithProviders(<ListPropertyView />, { auth: asLandlord() });
    await restored();
    const field = screen.getByLabelText(/Available from/);
    expect(field).toHaveAttribute('type', 'date');
    expect(field).toHaveAttribute('min', '2026-12-01');
    expect(field).toHaveAttribute('max', '2027-12-01');
    expect(screen.getByText(/Leave blank if the home is free now/)).toBeInTheDocument();

    type(/Available from/, '2026-11-30');
    next();
    await waitFor(() => expect(summary()).toHaveFocus());
    expect(summaryItems()).toEqual([LISTING_MESSAGES.availableFromPast]);
    type(/Available from/, '2027-12-02');
    await waitFor(() => expect(summaryItems()).toEqual([LISTING_MESSAGES.availableFromTooFar]));

    type(/Available from/, '2027-01-01');
    next();
    expect(await screen.findByText('Step 4 of 4')).toBeInTheDocument();
    const review = screen.getByRole('region', { name: 'Review your listing' });
    expect(within(review).getByText('Available from 1 Jan 2027')).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Submit Listing' })));
    expect(await screen.findByText(LISTING_MESSAGES.listed)).toBeInTheDocument();
    expect(writes()).toEqual([
      expect.objectContaining({ body: expect.objectContaining({ availableFrom: '2027-01-01' }) }),
    ]);
  });

  it('sends no date when left blank: the home is available now', async () => {
    resumeAt(4);
    renderWithProviders(<ListPropertyView />, { auth: asLandlord() });
    await restored();
    const review = screen.getByRole('region', { name: 'Review your listing' });
    expect(within(review).getByText('Available now')).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Submit Listing' })));
    expect(await screen.findByText(LISTING_MESSAGES.listed)).toBeInTheDocument();
    expect(writes()).toEqual([
      expect.objectContaining({ body: expect.objectContaining({ availableFrom: null }) }),
    ]);
  });
});

describe('submitting', () => {
  it('comes back to a draft after a reload, submits it, says so and starts again at an empty step 1', async () => {
    resumeAt(4);
    renderWithProviders(<ListPropertyView />, { auth: asLandlord() });
    await restored();
    expect(screen.getByText('Step 4 of 4')).toBeInTheDocument();
    const review = screen.getByRole('region', { name: 'Review your listing' });
    expect(within(review).getByText('Bright 2-bedroom flat in Yaba')).toBeInTheDocument();
    expect(within(review).getByText('2 beds · 2 baths')).toBeInTheDocument();
    expect(within(review).getByText('Lagos, Lagos State')).toBeInTheDocument();
    expect(within(review).getByText('₦350,000')).toBeInTheDocument();
    expect(within(review).getByText('₦725,000')).toBeInTheDocument();
    expect(screen.getByText('File')).toBeInTheDocument();
    expect(screen.getByText('URL')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Remove photo 2' }));
    let open = () => {};
    const answered = new Promise<void>((resolve) => (open = resolve));
    server.on('POST /api/properties', async ({ body }) => {
      await answered;
      return created(body);
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Submit Listing' })));
    expect(await screen.findByRole('button', { name: /Submitting\.\.\./ })).toBeInTheDocument();
    await act(async () => open());
    expect(await screen.findByText(LISTING_MESSAGES.listed)).toBeInTheDocument();
    expect(writes()).toEqual([
      {
        method: 'POST',
        path: '/api/properties',
        body: expect.objectContaining({
          title: 'Bright 2-bedroom flat in Yaba',
          city: 'Lagos',
          state: 'Lagos State',
          price: 350_000,
          securityDeposit: 350_000,
          serviceCharge: 25_000,
          agencyFee: 0,
          images: [
            { url: '/uploads/properties/a.jpg', thumbnailUrl: '/uploads/properties/a-thumb.jpg' },
          ],
        }),
      },
    ]);
    expect(screen.getByText('Step 1 of 4')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('');
    expect(
      screen.getByRole('link', { name: /View “Bright 2-bedroom flat in Yaba”/ }),
    ).toHaveAttribute('href', '/property/new-1');
    expect(screen.getByRole('link', { name: 'Go to Property Management' })).toHaveAttribute(
      'href',
      '/property-management',
    );
    await waitFor(() => expect(server.drafts.has('listing:')).toBe(false));
  });

  it('creates one listing from a double click on Submit Listing: one key, one success', async () => {
    resumeAt(4);
    renderWithProviders(<ListPropertyView />, { auth: asLandlord() });
    await restored();
    let open = () => {};
    const answered = new Promise<void>((resolve) => (open = resolve));
    server.on('POST /api/properties', async ({ body }) => {
      await answered;
      return created(body);
    });
    const button = screen.getByRole('button', { name: 'Submit Listing' });
    await act(async () => {
      fireEvent.click(button);
      fireEvent.click(button);
    });
    expect(await screen.findByRole('button', { name: /Submitting\.\.\./ })).toBeInTheDocument();
    await act(async () => open());
    expect(await screen.findByText(LISTING_MESSAGES.listed)).toBeInTheDocument();
    const posts = server.callsTo('POST /api/properties');
    expect(posts.length).toBeGreaterThanOrEqual(1);
    const keys = new Set(posts.map((c) => c.headers.get('Idempotency-Key')));
    expect(keys.size).toBe(1);
    expect([...keys][0]).toMatch(/^[0-9a-f]{32}$/);
    expect(screen.getAllByText(LISTING_MESSAGES.listed)).toHaveLength(1);
  });

  it('shows the server’s field errors on their field and step, with the failure text', async () => {
    server.on(
      'POST /api/properties',
      apiError(400, 'VALIDATION_FAILED', 'Lagos is in Lagos State', [
        { field: 'state', message: 'Lagos is in Lagos State' },
      ]),
    );
    resumeAt(4);
    renderWithProviders(<ListPropertyView />, { auth: asLandlord() });
    await restored();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Submit Listing' })));
    expect(await screen.findByRole('heading', { name: 'Location' })).toBeInTheDocument();
    expect(
      screen.getByText('Failed to submit property listing: Lagos is in Lagos State'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('State')).toHaveAttribute('aria-invalid', 'true');
    expect((server.drafts.get('listing:')?.data as { draft: ListingDraft }).draft.title).toBe(
      filled.title,
    );
  });

  it('does not submit with a step left invalid: it goes back to that step and names the error', async () => {
    resumeAt(4, { ...filled, title: '' });
    renderWithProviders(<ListPropertyView />, { auth: asLandlord() });
    await restored();
    expect(await screen.findByText('Step 4 of 4')).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Submit Listing' })));
    expect(await screen.findByRole('heading', { name: 'Basic Information' })).toBeInTheDocument();
    expect(summary()).toHaveTextContent('Title is required');
    expect(writes()).toEqual([]);
  });
});
