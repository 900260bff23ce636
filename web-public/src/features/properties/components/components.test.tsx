import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { renderWithProviders } from '../../../app/testUtils';
import { describe, expect, it, vi } from 'vitest';
import type { Paginated, PropertyCardDto, PropertyImage } from '@rentnaija/shared';
import { BookingPanel } from './BookingPanel';
import { BrowseResults } from './BrowseResults';
import { PagePagination } from './PagePagination';
import { TourGallery } from './tour/TourGallery';
import { VirtualTourModal } from './tour/VirtualTourModal';

const card: PropertyCardDto = {
  id: 'p1',
  title: 'Two-bedroom flat in Yaba',
  location: 'Yaba, Lagos',
  city: 'Lagos',
  state: 'Lagos State',
  price: 350000,
  securityDeposit: 500000,
  serviceCharge: 20000,
  agencyFee: 0,
  bedrooms: 2,
  bathrooms: 1,
  area: 85,
  propertyType: 'flat',
  status: 'available',
  powerSupply: ['prepaid meter'],
  image: { url: '/a.jpg', thumbnailUrl: '/a-t.jpg', alt: 'Sitting room' },
  verifiedOwner: false,
  confirmedAvailableAt: '2026-11-20T09:00:00Z',
  freshness: 'fresh',
  createdAt: '2026-11-01T10:00:00Z',
  latitude: 6.51,
  longitude: 3.37,
};
const page = (data: PropertyCardDto[], total = data.length): Paginated<PropertyCardDto> => ({
  data,
  pagination: { currentPage: 1, lastPage: Math.ceil(total / 12) || 1, perPage: 12, total },
});
const noop = () => {};

function results(props: Partial<Parameters<typeof BrowseResults>[0]>) {
  return render(
    <MemoryRouter>
      <BrowseResults
        loading={false}
        error={null}
        result={null}
        view="grid"
        filtered={false}
        onRetry={noop}
        onClearFilters={noop}
        onPage={noop}
        {...props}
      />
    </MemoryRouter>,
  );
}

describe('BrowseResults', () => {
  it('shows the error box with Try Again and no listings', () => {
    const onRetry = vi.fn();
    results({ error: 'Server error. Please try again later.', onRetry });
    expect(screen.getByText('Error loading properties')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Try Again/ }));
    expect(onRetry).toHaveBeenCalled();
    expect(screen.queryByRole('list', { name: 'Properties' })).toBeNull();
    expect(screen.queryByText(/demo/i)).toBeNull();
  });

  it('words the empty state by whether filters are set', () => {
    const onClear = vi.fn();
    const { unmount } = results({ result: page([]), onClearFilters: onClear });
    expect(screen.getByText('No properties found')).toBeInTheDocument();
    unmount();
    results({ result: page([]), filtered: true, onClearFilters: onClear });
    expect(screen.getByText('No properties match your criteria')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Clear Filters & Browse All' }));
    expect(onClear).toHaveBeenCalled();
  });

  it('lists the cards with lazy images of fixed size', () => {
    results({ result: page([card], 30) });
    const list = screen.getByRole('list', { name: 'Properties' });
    expect(within(list).getByText('Two-bedroom flat in Yaba')).toBeInTheDocument();
    expect(within(list).getByText(/₦350,000/)).toBeInTheDocument();
    const img = within(list).getByAltText('Sitting room');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width');
    expect(img).toHaveAttribute('height');
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
  });

  it('shows skeletons while loading', () => {
    results({ loading: true });
    expect(screen.getByLabelText('Loading properties')).toHaveAttribute('aria-busy', 'true');
  });
});

describe('PagePagination', () => {
  it('marks the current page and moves on click', () => {
    const onChange = vi.fn();
    render(<PagePagination current={5} last={10} onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('button', { name: 'Page 3' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Page 10' }));
    expect(onChange).toHaveBeenCalledWith(10);
    fireEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onChange).toHaveBeenCalledWith(4);
  });

  it('renders nothing for a single page', () => {
    const { container } = render(<PagePagination current={1} last={1} onChange={noop} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('BookingPanel', () => {
  const listing = {
    id: 'p1',
    price: 350000,
    securityDeposit: 500000,
    serviceCharge: 0,
    agencyFee: 0,
    legalFee: 0,
    rentAdvanceMonths: 1,
    status: 'available' as const,
    isApproved: true,
    moderationStatus: 'approved' as const,
    rejectionReason: null,
    landlordId: 'l1',
  };

  it("totals the first month's rent and the listing's own deposit, and says there is no agency fee", () => {
    renderWithProviders(<BookingPanel property={listing} />);
    expect(screen.getByText('Caution deposit (refundable)').nextSibling).toHaveTextContent(
      '₦500,000',
    );
    expect(screen.getByText('Total to move in').nextSibling).toHaveTextContent('₦850,000');
    expect(screen.getByText('No agency fee')).toBeInTheDocument();
    expect(screen.queryByText('Agency fee')).not.toBeInTheDocument();
    expect(screen.getByText(/₦350,000 every/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Book Now' })).toBeEnabled();
  });

  it('itemises rent in advance, service charge, agency and legal fees', () => {
    renderWithProviders(
      <BookingPanel
        property={{
          ...listing,
          rentAdvanceMonths: 3,
          serviceCharge: 20000,
          agencyFee: 210000,
          legalFee: 50000,
        }}
      />,
    );
    expect(screen.getByText('Rent for 3 months in advance').nextSibling).toHaveTextContent(
      '₦1,050,000',
    );
    expect(screen.getByText('Service charge (3 months)').nextSibling).toHaveTextContent('₦60,000');
    expect(screen.getByText('Agency fee').nextSibling).toHaveTextContent('₦210,000');
    expect(screen.getByText('Legal / agreement fee').nextSibling).toHaveTextContent('₦50,000');
    expect(screen.getByText('Total to move in').nextSibling).toHaveTextContent('₦1,870,000');
    expect(screen.queryByText('No agency fee')).not.toBeInTheDocument();
    expect(screen.getByText(/₦370,000 every/)).toBeInTheDocument();
  });
});

const images: PropertyImage[] = [1, 2, 3].map((i) => ({
  url: `/p${i}.jpg`,
  thumbnailUrl: `/t${i}.jpg`,
  alt: `Room ${i}`,
}));

describe('TourGallery', () => {
  it('disables zooming past the limits', () => {
    const { rerender } = render(
      <TourGallery images={images} index={0} zoom={3} title="Flat" onIndex={noop} onZoom={noop} />,
    );
    expect(screen.getByText('1 / 3')).toBeInTheDocument();
    expect(screen.getByText('300%')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zoom in' })).toBeDisabled();
    rerender(
      <TourGallery
        images={images}
        index={0}
        zoom={0.5}
        title="Flat"
        onIndex={noop}
        onZoom={noop}
      />,
    );
    expect(screen.getByRole('button', { name: 'Zoom out' })).toBeDisabled();
  });

  it('wraps previous from the first photo to the last', () => {
    const onIndex = vi.fn();
    render(
      <TourGallery
        images={images}
        index={0}
        zoom={1}
        title="Flat"
        onIndex={onIndex}
        onZoom={noop}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Previous photo' }));
    expect(onIndex).toHaveBeenCalledWith(2);
  });

  it('says so when there are no photos', () => {
    render(
      <TourGallery images={[]} index={0} zoom={1} title="Flat" onIndex={noop} onZoom={noop} />,
    );
    expect(screen.getByText('No Images Available')).toBeInTheDocument();
  });
});

describe('VirtualTourModal', () => {
  const base = { title: 'Flat', images, panoramaUrl: null, videoTourUrl: null };

  it('offers 360° and Video only when the listing has them', () => {
    const { unmount } = render(<VirtualTourModal property={base} open onClose={noop} />);
    expect(screen.queryByText('360° View')).toBeNull();
    expect(screen.queryByText('Video')).toBeNull();
    unmount();
    render(
      <VirtualTourModal
        property={{
          ...base,
          panoramaUrl: '/pano.jpg',
          videoTourUrl: 'https://youtu.be/dQw4w9WgXcQ',
        }}
        open
        onClose={noop}
      />,
    );
    expect(screen.getByText('360° View')).toBeInTheDocument();
    expect(screen.getByText('Video')).toBeInTheDocument();
  });

  it('moves with the arrow keys, zooms, resets and closes', () => {
    const onClose = vi.fn();
    render(<VirtualTourModal property={base} open onClose={onClose} />);
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(screen.getByText('2 / 3')).toBeInTheDocument();
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    expect(screen.getByText('3 / 3')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(screen.getByText('120%')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Reset/ }));
    expect(screen.getByText('1 / 3')).toBeInTheDocument();
    expect(screen.getByText('100%')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Close virtual tour/ }));
    expect(onClose).toHaveBeenCalled();
  });
});

describe('fullAddress', () => {
  it('never repeats the street', async () => {
    const { fullAddress } = await import('./PropertyDetailView');
    expect(
      fullAddress({
        address: '3 Admiralty Way, Lekki Phase 1',
        location: '3 Admiralty Way, Lekki Phase 1, Lagos, Lagos State',
      }),
    ).toBe('3 Admiralty Way, Lekki Phase 1, Lagos, Lagos State');
    expect(fullAddress({ address: '12 Allen Avenue', location: 'Ikeja, Lagos' })).toBe(
      '12 Allen Avenue, Ikeja, Lagos',
    );
    expect(fullAddress({ address: '', location: 'Yaba, Lagos' })).toBe('Yaba, Lagos');
  });
});
