import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listing } from '../../../app/testFixtures';
import { withFakeServer } from '../../../app/testServer';
import { atInstant, renderWithProviders } from '../../../app/testUtils';
import { PropertyDetailView } from './PropertyDetailView';

const server = withFakeServer();
/** A well-formed listing id: the page answers Not Found for a malformed one without asking. */
const ID = '0d6f5b8e-3c1a-4f2b-9a7e-5b4c3d2e1f00';
/** The "Move in" fact of the listing's key facts. */
const moveIn = async () =>
  (await screen.findByText('Move in', { selector: 'dt' })).nextElementSibling?.textContent;

describe('when the home is available', () => {
  atInstant('2026-12-01T09:00:00Z');

  it('says the day a home becomes available while it is ahead (West Africa Time)', async () => {
    server.on('GET /api/properties/:id', {
      body: listing({ id: ID, availableFrom: '2027-01-01' }),
    });
    renderWithProviders(<PropertyDetailView id={ID} />);
    expect(await moveIn()).toBe('Available from 1 Jan 2027');
  });

  it('says Available now without a date, or once the date has come', async () => {
    server.on('GET /api/properties/:id', {
      body: listing({ id: ID, availableFrom: '2026-12-01' }),
    });
    renderWithProviders(<PropertyDetailView id={ID} />);
    expect(await moveIn()).toBe('Available now');
  });

  it('says Available now for a listing that gives no date', async () => {
    server.on('GET /api/properties/:id', { body: listing({ id: ID, availableFrom: null }) });
    renderWithProviders(<PropertyDetailView id={ID} />);
    expect(await moveIn()).toBe('Available now');
  });
});
