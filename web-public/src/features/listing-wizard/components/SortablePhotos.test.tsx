import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PropertyDto } from '@rentnaija/shared';
import { listing } from '../../../app/testFixtures';
import { draftFromProperty, listingEdit, type DraftPhoto } from '../draft';
import { SortablePhotos } from './SortablePhotos';

const photo = (name: string): DraftPhoto => ({
  image: {
    url: `/uploads/properties/${name}.jpg`,
    thumbnailUrl: `/uploads/properties/${name}-thumb.jpg`,
    alt: `Room ${name}`,
  },
  source: 'saved',
  name: `Room ${name}`,
});
const [A, B, C] = ['a', 'b', 'c'].map(photo);
const names = (photos: DraftPhoto[]) => photos.map((p) => p.name);

describe('choosing the order and the cover of the photos', () => {
  it('marks the first photo as the cover, and makes another the cover by moving it first', () => {
    const onChange = vi.fn();
    render(<SortablePhotos photos={[A, B, C]} onChange={onChange} />);
    const items = within(screen.getByRole('list', { name: 'Photos of this listing' })).getAllByRole(
      'listitem',
    );
    expect(within(items[0]).getByText('Cover')).toBeInTheDocument();
    expect(within(items[1]).queryByText('Cover')).toBeNull();
    // The cover cannot be made the cover again.
    expect(screen.queryByRole('button', { name: 'Make photo 1 the cover' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Make photo 3 the cover' }));
    expect(names(onChange.mock.calls[0][0])).toEqual(['Room c', 'Room a', 'Room b']);
  });

  it('gives every photo a handle to drag by, and removes one', () => {
    const onChange = vi.fn();
    render(<SortablePhotos photos={[A, B, C]} onChange={onChange} />);
    for (const n of [1, 2, 3]) {
      expect(screen.getByRole('button', { name: `Move photo ${n}` })).toBeInTheDocument();
    }
    fireEvent.click(screen.getByRole('button', { name: 'Remove photo 2' }));
    expect(names(onChange.mock.calls[0][0])).toEqual(['Room a', 'Room c']);
  });

  it('saves a new order or cover of an approved listing at once, an added photo for review', () => {
    const approved: PropertyDto = {
      ...listing({ id: 'p1' }),
      images: [A, B, C].map((p) => ({ ...p.image, alt: p.name })),
      moderationStatus: 'approved',
      pendingChanges: null,
    } as PropertyDto;
    const draft = draftFromProperty(approved);
    const reordered = listingEdit(approved, { ...draft, photos: [C, A, B] });
    expect(reordered.patch.images?.map((i) => i.url)).toEqual([C, A, B].map((p) => p.image.url));
    expect(reordered.appliesNow).toEqual(['images']);
    expect(reordered.waitsForReview).toEqual([]);
    const added = listingEdit(approved, { ...draft, photos: [A, B, C, photo('d')] });
    expect(added.waitsForReview).toEqual(['images']);
    expect(added.appliesNow).toEqual([]);
  });
});
