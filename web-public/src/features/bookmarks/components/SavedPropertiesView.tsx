import { useMemo, useState } from 'react';
import { Card, Segmented, Skeleton, Typography } from 'antd';
import { ArrowLeftOutlined, HeartOutlined } from '@ant-design/icons';
import type { BookmarkDto } from '@rentnaija/shared';
import { LinkButton } from '../../../components/LinkButton';
import { EmptyState, ErrorState } from '../../../components/QueryStates';
import { toast } from '../../../components/toast';
import { useAuth } from '../../auth';
import { useRemoveBookmark, useRestoreBookmark, useSavedList, useUpdateBookmark } from '../queries';
import { folderNames, savedCountLine } from '../lib';
import { EditBookmarkModal } from './EditBookmarkModal';
import { SavedPropertyCard } from './SavedPropertyCard';
import '../bookmarks.css';

export const REMOVE_FAILED = 'Failed to remove property from saved list';

const ALL = '__all__';

/** /saved-properties: the tenant's saved listings, with note, folder and alert editing. */
export function SavedPropertiesView() {
  const { status } = useAuth();
  const signedIn = status === 'authenticated';
  const list = useSavedList();
  const items = useMemo(() => list.data ?? [], [list.data]);
  const remove = useRemoveBookmark();
  const restore = useRestoreBookmark();
  const update = useUpdateBookmark();
  const [editing, setEditing] = useState<BookmarkDto | null>(null);
  const [folder, setFolder] = useState<string>(ALL);
  const folders = useMemo(() => folderNames(items), [items]);
  const activeFolder = folder !== ALL && folders.includes(folder) ? folder : ALL;
  const shown =
    activeFolder === ALL ? items : items.filter((b) => b.bookmarkFolder?.trim() === activeFolder);

  const onRemove = (b: BookmarkDto) =>
    remove.mutate(b, {
      onSuccess: () =>
        toast.withAction('Property removed from saved list', 'Undo', () =>
          restore.mutate(b, {
            onSuccess: () => toast.success('Property saved to your list'),
            onError: () => toast.error('Could not put it back. Please save it again.'),
          }),
        ),
      onError: () => toast.error(REMOVE_FAILED),
    });

  const header = (
    <header className="rp-saved-head">
      <div>
        <Typography.Title level={1} style={{ marginBottom: 4 }}>
          Saved Properties
        </Typography.Title>
        {signedIn && list.isSuccess && (
          <Typography.Text type="secondary">{savedCountLine(items.length)}</Typography.Text>
        )}
      </div>
      <LinkButton to="/tenant-dashboard" icon={<ArrowLeftOutlined />}>
        Back to Dashboard
      </LinkButton>
    </header>
  );

  if (status === 'anonymous') {
    return (
      <div className="rp-page">
        {header}
        <EmptyState
          title="Please log in to view your saved properties"
          link={{ to: '/login', label: 'Login' }}
        />
      </div>
    );
  }

  let body;
  if (status === 'loading' || list.isPending) {
    body = (
      <div className="rp-grid" aria-busy="true" aria-label="Loading saved properties">
        {[0, 1, 2].map((i) => (
          <Card key={i}>
            <Skeleton active paragraph={{ rows: 4 }} />
          </Card>
        ))}
      </div>
    );
  } else if (list.isError) {
    body = (
      <ErrorState
        title="Failed to load saved properties"
        error={list.error}
        onRetry={() => void list.refetch()}
      />
    );
  } else if (items.length === 0) {
    body = (
      <EmptyState
        icon={<HeartOutlined />}
        title="No Saved Properties"
        text="Tap Save on any listing to keep it here and get alerts when it changes."
        link={{ to: '/properties', label: 'Browse Properties' }}
      />
    );
  } else {
    body = (
      <>
        {folders.length > 0 && (
          <div className="rp-saved-folders">
            <Segmented
              name="saved-folder"
              aria-label="Folder"
              value={activeFolder}
              onChange={(v) => setFolder(String(v))}
              options={[
                { value: ALL, label: 'All' },
                ...folders.map((f) => ({ value: f, label: f })),
              ]}
            />
          </div>
        )}
        <ul className="rp-grid rp-plain-list" aria-label="Saved properties">
          {shown.map((b) => (
            <li key={b.id}>
              <SavedPropertyCard
                bookmark={b}
                removing={remove.isPending && remove.variables?.id === b.id}
                onRemove={() => onRemove(b)}
                onEdit={() => setEditing(b)}
              />
            </li>
          ))}
        </ul>
      </>
    );
  }

  return (
    <div className="rp-page">
      {header}
      {body}
      <EditBookmarkModal
        bookmark={editing}
        folders={folders}
        onSave={(id, body) => update.mutateAsync({ id, body })}
        onClose={() => setEditing(null)}
      />
    </div>
  );
}
