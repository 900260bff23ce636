import { Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link, useCreatePath } from 'react-admin';

/** A link to another console record's page (a listing, a user, a payment…). */
export const ShowLink = ({
  resource,
  id,
  children,
}: {
  resource: string;
  id: string;
  children: ReactNode;
}) => {
  const createPath = useCreatePath();
  return <Link to={createPath({ resource, id, type: 'show' })}>{children}</Link>;
};

/** A person's name linking to their account, with their email under it. */
export const PersonLink = ({
  person,
}: {
  person: { id: string; name: string; email: string } | null | undefined;
}) =>
  person ? (
    <>
      <ShowLink resource="users" id={person.id}>
        {person.name}
      </ShowLink>
      <Typography variant="caption" color="text.secondary" component="div">
        {person.email}
      </Typography>
    </>
  ) : null;

/** A listing's title linking to its page; `missing` where the listing is gone. */
export const ListingLink = ({
  property,
  missing = null,
}: {
  property: { id: string; title: string } | null | undefined;
  missing?: ReactNode;
}) =>
  property ? (
    <ShowLink resource="properties" id={property.id}>
      {property.title}
    </ShowLink>
  ) : (
    missing
  );
