import { useState } from 'react';
import { MessageOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';
import { storeIntendedDestination, useAuth } from '../../auth';
import { FirstMessageModal } from './FirstMessageModal';

/** Who sees 'Message landlord' on a listing: tenants write, visitors are asked to sign in. */
export function messageLandlordMode(
  status: string,
  role: string | undefined,
): 'write' | 'sign-in' | null {
  if (status === 'anonymous') return 'sign-in';
  if (status === 'authenticated' && role === 'tenant') return 'write';
  return null;
}

/**
 * 'Message landlord' on a listing: a tenant writes a first message (the conversation is made
 * or reused) and goes on in /messages; a visitor is sent to sign in and comes back here.
 */
export function MessageLandlordButton({
  propertyId,
  title,
}: {
  propertyId: string;
  title: string;
}) {
  const { status, user } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const mode = messageLandlordMode(status, user?.role);
  if (!mode) return null;

  const onClick = () => {
    if (mode === 'sign-in') {
      storeIntendedDestination(location.pathname + location.search);
      navigate('/login');
      return;
    }
    setOpen(true);
  };

  return (
    <>
      <Button block size="large" icon={<MessageOutlined aria-hidden="true" />} onClick={onClick}>
        Message landlord
      </Button>
      <FirstMessageModal
        open={open}
        onClose={() => setOpen(false)}
        title="Message the landlord"
        intro="Ask about the home, the area or a viewing. Keep payments on RentNaija."
        initialText={`Hello, is "${title}" still available?`}
        propertyId={propertyId}
      />
    </>
  );
}

/**
 * 'Message applicant' for a listing's landlord: a first message to a tenant who applied for (or
 * asked to view) the listing; the conversation goes on in /messages.
 */
export function MessageTenantButton({
  propertyId,
  tenantId,
  tenantName,
  title,
  label = 'Message applicant',
}: {
  propertyId: string;
  tenantId: string;
  tenantName: string;
  title: string;
  label?: string;
}) {
  const [open, setOpen] = useState(false);
  const firstName = tenantName.split(/\s+/)[0] || tenantName;
  return (
    <>
      <Button icon={<MessageOutlined aria-hidden="true" />} onClick={() => setOpen(true)}>
        {label}
      </Button>
      <FirstMessageModal
        open={open}
        onClose={() => setOpen(false)}
        title={`Message ${tenantName}`}
        intro={`About "${title}". Keep payments on RentNaija.`}
        initialText={`Hello ${firstName}, thank you for applying for "${title}".`}
        propertyId={propertyId}
        tenantId={tenantId}
      />
    </>
  );
}
