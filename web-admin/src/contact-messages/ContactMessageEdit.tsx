import { Typography } from '@mui/material';
import { Labeled, required, SelectInput, useRecordContext } from 'react-admin';
import { ReadOnlyText, RecordEdit } from '../common/RecordEdit';
import { type ContactMessageRecord, STATUS_CHOICES } from './constants';

const Title = () => {
  const record = useRecordContext<ContactMessageRecord>();
  return <>{record ? `Edit status: ${record.subject}` : 'Edit status'}</>;
};

const MessageText = () => {
  const record = useRecordContext<ContactMessageRecord>();
  return (
    <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mb: 2 }}>
      {record?.message}
    </Typography>
  );
};

/** The API takes only `{ status }` on PUT; everything else is read-only here. */
const ContactMessageEdit = () => (
  <RecordEdit
    title={<Title />}
    transform={(data: ContactMessageRecord) => ({ status: data.status })}
    saveLabel="Save status"
  >
    <ReadOnlyText label="From" source="fullName" />
    <ReadOnlyText label="Subject" source="subject" />
    <Labeled label="Message">
      <MessageText />
    </Labeled>
    <SelectInput source="status" choices={STATUS_CHOICES} validate={required()} />
  </RecordEdit>
);

export default ContactMessageEdit;
