import { useMemo, useState } from 'react';
import { Alert, Button, Card, Empty, Segmented, Skeleton, Typography } from 'antd';
import { ArrowLeftOutlined, HeartOutlined, ReloadOutlined } from '@ant-design/icons';
import type { BookmarkDto } from '@rentnaija/shared';
import { toast } from '../../../app/toast';
import { useAuth } from '../../auth/AuthContext';
import { LinkButton } from '../../properties/components/LinkButton';
import { REMOVE_FAILED, useSavedProperties } from '../hooks/useSavedProperties';
import { folderNames, savedCountLine } from '../lib';
import { EditBookmarkModal } from './EditBookmarkModal';
import { SavedPropertyCard } from './SavedPropertyCard';
import '../../properties/card.css';
import '../bookmarks.css';

const ALL = '__all__';

/** /saved-properties (spec/3 section 2.7) with note, folder and alert editing. */
export function SavedPropertiesView() {
  const { status } = useAuth();
  const signedIn = status === 'authenticated';
  const { items, loading, error, retry, remove, update } = useSavedProperties(signedIn);
  const [removingId, setRemovingId] = useState<string | null>(null);
  const [editing, setEditing] = useState<BookmarkDto | null>(null);
  const [folder, setFolder] = useState<string>(ALL);
  const folders = useMemo(() => folderNames(items), [items]);
  const activeFolder = folder !== ALL && folders.includes(folder) ? folder : ALL;
  const shown =
    activeFolder === ALL ? items : items.filter((b) => b.bookmarkFolder?.trim() === activeFolder);

  const onRemove = async (b: BookmarkDto) => {
    setRemovingId(b.id);
    const ok = await remove(b.id);
    setRemovingId(null);
    if (ok) toast.success('Property removed from saved list');
    else toast.error(REMOVE_FAILED);
  };

  const header = (
    <header className="rp-saved-head">
      <div>
        <Typography.Title level={1} style={{ marginBottom: 4 }}>
          Saved Properties
        </Typography.Title>
        {signedIn && !loading && !error && (
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
        <Empty description="Please log in to view your saved properties">
          <LinkButton type="primary" to="/login">
            Login
          </LinkButton>
        </Empty>
      </div>
    );
  }

  let body;
  if (status === 'loading' || loading) {
    body = (
      <div className="rp-grid" aria-busy="true" aria-label="Loading saved properties">
        {[0, 1, 2].map((i) => (
          <Card key={i}>
            <Skeleton active paragraph={{ rows: 4 }} />
          </Card>
        ))}
      </div>
    );
  } else if (error) {
    body = (
      <Alert
        type="error"
        showIcon
        role="alert"
        title="Failed to load saved properties"
        description={error}
        action={
          <Button icon={<ReloadOutlined />} onClick={retry}>
            Try Again
          </Button>
        }
      />
    );
  } else if (items.length === 0) {
    body = (
      <Empty
        className="rp-state"
        image={<HeartOutlined className="rp-empty-icon" aria-hidden="true" />}
        description={
          <>
            <Typography.Title level={2} style={{ fontSize: 20, marginBottom: 4 }}>
              No Saved Properties
            </Typography.Title>
            <Typography.Text type="secondary">
              Tap Save on any listing to keep it here and get alerts when it changes.
            </Typography.Text>
          </>
        }
      >
        <LinkButton type="primary" to="/properties">
          Browse Properties
        </LinkButton>
      </Empty>
    );
  } else {
    body = (
      <>
        {folders.length > 0 && (
          <div className="rp-saved-folders">
            <Segmented
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
                removing={removingId === b.id}
                onRemove={() => void onRemove(b)}
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
        onSave={update}
        onClose={() => setEditing(null)}
      />
    </div>
  );
}
