import type { ReactNode } from 'react';
import { Button, Drawer } from 'antd';

/** 'Show 12 homes', 'Show 1 home'. */
export function showHomesLabel(total: number): string {
  return `Show ${total} ${total === 1 ? 'home' : 'homes'}`;
}

/**
 * Phones: the filters in a full-screen sheet. Changes in it are pending until 'Show N homes'
 * applies them; N is the server's count for the pending filters. Closing drops them.
 */
export function FiltersDrawer({
  open,
  total,
  blocked,
  onApply,
  onClose,
  children,
}: {
  open: boolean;
  /** null while the count for the pending filters loads. */
  total: number | null;
  /** The pending filters cannot be searched (a field says why). */
  blocked: boolean;
  onApply: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="bottom"
      size="100%"
      title="Filters"
      className="rp-filters-drawer"
      footer={
        <Button
          type="primary"
          size="large"
          block
          onClick={onApply}
          disabled={blocked}
          loading={!blocked && total === null}
        >
          {blocked || total === null ? 'Show homes' : showHomesLabel(total)}
        </Button>
      }
    >
      {children}
    </Drawer>
  );
}
