import { useState } from 'react';
import { Button, Input, Modal, Radio, Typography } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  SAVED_SEARCH_NAME_MAX,
  type PropertySearchQuery,
  type SavedSearchFrequency,
} from '@rentnaija/shared';
import { ApiError } from '../../../api/errors';
import { toast } from '../../../components/toast';
import { storeIntendedDestination, useAuth } from '../../auth';
import { filtersOf, suggestedName } from '../lib';
import { useCreateSavedSearch } from '../queries';
import '../saved-searches.css';

/** 'Save search' on the browse page: keeps the current filters with a name and an alert choice. */
export function SaveSearchButton({ query }: { query: PropertySearchQuery }) {
  const { status } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const create = useCreateSavedSearch();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [frequency, setFrequency] = useState<SavedSearchFrequency>('daily');
  const filters = filtersOf(query);

  const start = () => {
    if (status !== 'authenticated') {
      storeIntendedDestination(`${location.pathname}${location.search}`);
      toast.info('Sign in to save this search and get alerts for new listings.');
      navigate('/login');
      return;
    }
    setName(suggestedName(filters));
    setOpen(true);
  };

  const save = () =>
    create.mutate(
      { name: name.trim(), filters, frequency },
      {
        onSuccess: () => {
          setOpen(false);
          toast.success('Search saved. Find it under Saved Properties → Saved Searches.');
        },
        onError: (error) =>
          toast.error(
            error instanceof ApiError && error.status < 500
              ? error.message
              : 'Failed to save the search. Please try again.',
          ),
      },
    );

  return (
    <>
      <Button icon={<BellOutlined />} onClick={start}>
        Save search
      </Button>
      <Modal
        open={open}
        title="Save this search"
        okText="Save search"
        onOk={save}
        okButtonProps={{ disabled: name.trim() === '', loading: create.isPending }}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <label style={{ display: 'block', marginBottom: 16 }}>
          <Typography.Text>Name</Typography.Text>
          <Input
            value={name}
            maxLength={SAVED_SEARCH_NAME_MAX}
            onChange={(e) => setName(e.target.value)}
            onPressEnter={() => name.trim() && save()}
          />
        </label>
        <Typography.Text>Email me new listings that match</Typography.Text>
        <Radio.Group
          style={{ display: 'flex', flexDirection: 'column', gap: 6, marginTop: 6 }}
          value={frequency}
          onChange={(e) => setFrequency(e.target.value as SavedSearchFrequency)}
          options={[
            { value: 'daily', label: 'Once a day, in one email' },
            { value: 'instant', label: 'As soon as they are listed' },
          ]}
        />
      </Modal>
    </>
  );
}
