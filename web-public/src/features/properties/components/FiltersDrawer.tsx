import type { ReactNode } from 'react';
import { Button, Drawer } from 'antd';

/** Phones: the filters in a bottom drawer; its button says how many results they give. */
export function FiltersDrawer({
  open,
  total,
  onClose,
  children,
}: {
  open: boolean;
  total: number | null;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="bottom"
      size="85%"
      title="Filters"
      className="rp-filters-drawer"
      footer={
        <Button type="primary" size="large" block onClick={onClose} loading={total === null}>
          {total === null
            ? 'Counting results…'
            : `Show ${total} ${total === 1 ? 'result' : 'results'}`}
        </Button>
      }
    >
      {children}
    </Drawer>
  );
}
