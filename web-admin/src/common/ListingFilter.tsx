import { AutocompleteInput, ReferenceInput } from 'react-admin';

/** A list filter on one listing (`propertyId`), chosen by typing part of its title. */
export const listingFilter = () => (
  <ReferenceInput
    key="propertyId"
    source="propertyId"
    reference="properties"
    label="Listing"
    sort={{ field: 'createdAt', order: 'DESC' }}
  >
    <AutocompleteInput
      label="Listing"
      optionText="title"
      filterToQuery={(q: string) => ({ q })}
      sx={{ minWidth: 240 }}
    />
  </ReferenceInput>
);
