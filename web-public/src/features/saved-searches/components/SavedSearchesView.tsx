import { useState } from 'react';
import { Button, Card, Input, Modal, Popconfirm, Select, Switch, Typography } from 'antd';
import { DeleteOutlined, EditOutlined, SearchOutlined } from '@ant-design/icons';
import {
  SAVED_SEARCH_LIMIT,
  SAVED_SEARCH_NAME_MAX,
  type SavedSearchDto,
  type SavedSearchFrequency,
} from '@rentnaija/shared';
import { LinkButton } from '../../../components/LinkButton';
import { EmptyState, ErrorState } from '../../../components/QueryStates';
import { toast } from '../../../components/toast';
import { describeFilters, searchHref } from '../lib';
import { useDeleteSavedSearch, useSavedSearches, useUpdateSavedSearch } from '../queries';
import '../saved-searches.css';

const { Title, Text } = Typography;
const FAILED = 'Failed to update the saved search. Please try again.';

/** The Saved Searches tab: open, rename, change frequency, turn alerts on or off, delete. */
export function SavedSearchesView() {
  const list = useSavedSearches();
  const [renaming, setRenaming] = useState<SavedSearchDto | null>(null);

  if (list.isPending) {
    return (
      <div className="rs-list" aria-busy="true" aria-label="Loading saved searches">
        <Card loading />
        <Card loading />
      </div>
    );
  }
  if (list.isError) {
    return (
      <ErrorState
        title="Failed to load saved searches"
        error={list.error}
        onRetry={() => void list.refetch()}
      />
    );
  }
  if (list.data.length === 0) {
    return (
      <EmptyState
        icon={<SearchOutlined />}
        title="No Saved Searches"
        text="Set your filters on the browse page and tap Save search: we will tell you when new homes match."
        link={{ to: '/properties', label: 'Browse Properties' }}
      />
    );
  }
  return (
    <>
      <Text type="secondary">
        {list.data.length} of {SAVED_SEARCH_LIMIT} saved searches
      </Text>
      <div className="rs-list" style={{ marginTop: 12 }}>
        {list.data.map((s) => (
          <SavedSearchItem key={s.id} search={s} onRename={() => setRenaming(s)} />
        ))}
      </div>
      {renaming && <RenameModal search={renaming} onClose={() => setRenaming(null)} />}
    </>
  );
}

function SavedSearchItem({ search, onRename }: { search: SavedSearchDto; onRename: () => void }) {
  const update = useUpdateSavedSearch();
  const remove = useDeleteSavedSearch();
  const change = (body: { frequency?: SavedSearchFrequency; alertsEnabled?: boolean }) =>
    update.mutate({ id: search.id, body }, { onError: () => toast.error(FAILED) });

  return (
    <Card className="rs-item">
      <div className="rs-item__main">
        <Title level={3} className="rs-item__name">
          {search.name}
        </Title>
        <Text type="secondary" className="rs-item__filters">
          {describeFilters(search.filters)}
        </Text>
      </div>
      <div className="rs-item__controls">
        <LinkButton to={searchHref(search.filters)} type="primary">
          Open
        </LinkButton>
        <Select
          aria-label={`How often to send new matches for ${search.name}`}
          value={search.frequency}
          style={{ width: 130 }}
          onChange={(frequency: SavedSearchFrequency) => change({ frequency })}
          options={[
            { value: 'daily', label: 'Daily email' },
            { value: 'instant', label: 'Instantly' },
          ]}
        />
        <label style={{ display: 'inline-flex', gap: 6, alignItems: 'center' }}>
          <Switch
            size="small"
            checked={search.alertsEnabled}
            onChange={(alertsEnabled) => change({ alertsEnabled })}
          />
          <Text>Alerts</Text>
        </label>
        <Button icon={<EditOutlined />} aria-label={`Rename ${search.name}`} onClick={onRename} />
        <Popconfirm
          title="Delete this saved search?"
          okText="Delete"
          okButtonProps={{ danger: true }}
          onConfirm={() =>
            remove.mutate(search.id, {
              onSuccess: () => toast.success('Saved search deleted'),
              onError: () => toast.error(FAILED),
            })
          }
        >
          <Button danger icon={<DeleteOutlined />} aria-label={`Delete ${search.name}`} />
        </Popconfirm>
      </div>
    </Card>
  );
}

function RenameModal({ search, onClose }: { search: SavedSearchDto; onClose: () => void }) {
  const update = useUpdateSavedSearch();
  const [name, setName] = useState(search.name);
  const save = () =>
    update.mutate(
      { id: search.id, body: { name: name.trim() } },
      { onSuccess: onClose, onError: () => toast.error(FAILED) },
    );
  return (
    <Modal
      open
      title="Rename saved search"
      okText="Save"
      onOk={save}
      okButtonProps={{ disabled: name.trim() === '', loading: update.isPending }}
      onCancel={onClose}
    >
      <Input
        aria-label="Name"
        value={name}
        maxLength={SAVED_SEARCH_NAME_MAX}
        onChange={(e) => setName(e.target.value)}
        onPressEnter={() => name.trim() && save()}
      />
    </Modal>
  );
}
