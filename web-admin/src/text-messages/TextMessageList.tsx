import { formatDateTime } from '@rentnaija/shared';
import { Datagrid, List, SimpleList, TextField } from 'react-admin';
import { WatDateField } from '../common/fields';
import { choiceFilter, searchFilter } from '../common/filters';
import { useIsSmall } from '../common/hooks';
import { listDefaults } from '../common/listDefaults';

export interface TextMessageRecord {
  id: string;
  channel: 'sms' | 'whatsapp';
  to: string;
  body: string;
  createdAt: string;
}

const CHANNELS = [
  { id: 'sms', name: 'SMS' },
  { id: 'whatsapp', name: 'WhatsApp' },
];

const filters = [
  searchFilter('Search number or text'),
  choiceFilter('channel', 'Channel', CHANNELS, { alwaysOn: true }),
];

/**
 * Texts the sandbox sender recorded (the default without a provider): what a user was sent by
 * SMS or WhatsApp, with verification codes redacted. Read-only.
 */
const TextMessageList = () => {
  const isSmall = useIsSmall();
  return (
    <List title="Text messages" filters={filters} {...listDefaults('createdAt', 'DESC')}>
      {isSmall ? (
        <SimpleList<TextMessageRecord>
          primaryText={(r) => r.body}
          secondaryText={(r) => `${r.to} · ${r.channel === 'sms' ? 'SMS' : 'WhatsApp'}`}
          tertiaryText={(r) => formatDateTime(r.createdAt)}
          linkType={false}
        />
      ) : (
        <Datagrid bulkActionButtons={false} rowClick={false}>
          <TextField source="to" label="To" />
          <TextField source="channel" />
          <TextField source="body" label="Text" sortable={false} />
          <WatDateField source="createdAt" label="Sent" />
        </Datagrid>
      )}
    </List>
  );
};

export default TextMessageList;
