import { Button } from 'antd';
import { HeartFilled, HeartOutlined } from '@ant-design/icons';
import { useBookmarkToggle } from '../hooks/useBookmarkToggle';

/** Save/Saved toggle for one listing (sign-in required). */
export function SaveButton({ propertyId }: { propertyId: string }) {
  const { saved, busy, checking, toggle } = useBookmarkToggle(propertyId);
  return (
    <Button
      icon={saved ? <HeartFilled style={{ color: '#e5484d' }} /> : <HeartOutlined />}
      aria-pressed={saved}
      loading={busy}
      disabled={checking}
      onClick={() => void toggle()}
    >
      {saved ? 'Saved' : 'Save'}
    </Button>
  );
}
