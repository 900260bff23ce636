import { Button } from 'antd';
import { HeartFilled, HeartOutlined } from '@ant-design/icons';
import { useSaveToggle } from '../hooks/useSaveToggle';
import { useCanSave } from '../queries';

/** Save/Saved toggle for one listing (tenants; visitors are asked to sign in). */
export function SaveButton({ propertyId }: { propertyId: string }) {
  if (!useCanSave()) return null;
  return <SaveButtonInner propertyId={propertyId} />;
}

function SaveButtonInner({ propertyId }: { propertyId: string }) {
  const { saved, busy, checking, toggle } = useSaveToggle(propertyId);
  return (
    <Button
      icon={saved ? <HeartFilled style={{ color: '#e5484d' }} /> : <HeartOutlined />}
      aria-pressed={saved}
      loading={busy}
      disabled={checking}
      onClick={toggle}
    >
      {saved ? 'Saved' : 'Save'}
    </Button>
  );
}

/** The round heart on a result card. */
export function QuickSave({ propertyId, title }: { propertyId: string; title: string }) {
  if (!useCanSave()) return null;
  return <QuickSaveInner propertyId={propertyId} title={title} />;
}

function QuickSaveInner({ propertyId, title }: { propertyId: string; title: string }) {
  const { saved, busy, checking, toggle } = useSaveToggle(propertyId);
  return (
    <Button
      shape="circle"
      className="rp-quicksave"
      icon={saved ? <HeartFilled style={{ color: '#e5484d' }} /> : <HeartOutlined />}
      aria-pressed={saved}
      aria-label={`Save ${title}`}
      title={saved ? 'Saved' : 'Save'}
      loading={busy}
      disabled={checking}
      onClick={toggle}
    />
  );
}
