import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ArrowLeftOutlined } from '@ant-design/icons';

/** The booking page's frame: the way back to the listing, then what the page says. */
export function BookingPage({ propertyId, children }: { propertyId: string; children: ReactNode }) {
  return (
    <div className="rb-page">
      <Link to={`/property/${propertyId}`} className="rb-back">
        <ArrowLeftOutlined aria-hidden="true" /> Back to property
      </Link>
      {children}
    </div>
  );
}
