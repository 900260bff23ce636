import { Typography } from '@mui/material';
import {
  Edit,
  Labeled,
  required,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextField,
  Toolbar,
  useRecordContext,
} from 'react-admin';
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
  <Edit
    title={<Title />}
    mutationMode="pessimistic"
    redirect="show"
    transform={(data: ContactMessageRecord) => ({ status: data.status })}
  >
    <SimpleForm
      toolbar={
        <Toolbar>
          <SaveButton label="Save status" />
        </Toolbar>
      }
    >
      <Labeled label="From">
        <TextField source="fullName" />
      </Labeled>
      <Labeled label="Subject">
        <TextField source="subject" />
      </Labeled>
      <Labeled label="Message">
        <MessageText />
      </Labeled>
      <SelectInput source="status" choices={STATUS_CHOICES} validate={required()} />
    </SimpleForm>
  </Edit>
);

export default ContactMessageEdit;
