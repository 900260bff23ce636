import { useEffect } from 'react';
import { notification } from 'antd';
import { setToastInstance } from '../../components/toast';

/** antd's notification holder, inside the theme so toasts follow light and dark. */
export function ToastHost() {
  const [api, holder] = notification.useNotification({ placement: 'topRight', top: 72 });
  useEffect(() => {
    setToastInstance(api);
    return () => setToastInstance(null);
  }, [api]);
  return holder;
}
