import { Button } from 'antd';
import { ShareAltOutlined } from '@ant-design/icons';
import { toast } from '../../../components/toast';

/** Web Share API when the device has it, otherwise copies the link. */
export function ShareButton({ title }: { title: string }) {
  const share = async () => {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text: `${title} on RentNaija`, url });
        return;
      } catch (err) {
        if (err instanceof DOMException && err.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Link copied to clipboard');
    } catch {
      toast.error('Could not copy the link. Please copy it from the address bar.');
    }
  };
  return (
    <Button icon={<ShareAltOutlined />} onClick={() => void share()}>
      Share
    </Button>
  );
}
