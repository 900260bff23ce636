import type { ReactElement, ReactNode } from 'react';
import {
  Edit,
  Labeled,
  type RaRecord,
  SaveButton,
  SimpleForm,
  TextField,
  Toolbar,
} from 'react-admin';

/**
 * A console edit page: it saves only once the server agrees (no optimistic undo), then goes back
 * to the record's page. `transform` turns the form into what the API's PUT takes; the toolbar
 * offers only Save (`saveLabel`, 'Save' by default), never Delete.
 */
export const RecordEdit = <T extends RaRecord>({
  title,
  transform,
  saveLabel,
  children,
}: {
  title: ReactElement;
  transform: (data: T, options?: { previousData?: T }) => Partial<T>;
  saveLabel?: string;
  children: ReactNode;
}) => (
  <Edit title={title} mutationMode="pessimistic" redirect="show" transform={transform}>
    <SimpleForm
      toolbar={
        <Toolbar>
          <SaveButton label={saveLabel} />
        </Toolbar>
      }
    >
      {children}
    </SimpleForm>
  </Edit>
);

/** A value the form shows but does not change, under its label ('From', 'Email'). */
export const ReadOnlyText = ({ label, source }: { label: string; source: string }) => (
  <Labeled label={label}>
    <TextField source={source} />
  </Labeled>
);
