import { SearchInput, SelectInput } from 'react-admin';
import { CATEGORY_CHOICES, STATUS_CHOICES } from './constants';

export const contactMessageFilters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search name, email, subject" />,
  <SelectInput key="status" source="status" label="Status" choices={STATUS_CHOICES} alwaysOn />,
  <SelectInput key="category" source="category" label="Category" choices={CATEGORY_CHOICES} />,
];
