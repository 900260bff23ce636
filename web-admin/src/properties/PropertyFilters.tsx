import { PROPERTY_STATUSES } from '@rentnaija/shared';
import { TextInput } from 'react-admin';
import { choicesOf } from '../common/choices';
import { choiceFilter, searchFilter } from '../common/filters';

/** Filters of GET /api/admin/properties; the moderation state is chosen with the tabs. */
export const propertyFilters = [
  searchFilter('Search listings'),
  choiceFilter('status', 'Status', choicesOf(PROPERTY_STATUSES)),
  <TextInput key="city" source="city" label="City" />,
  <TextInput key="landlordId" source="landlordId" label="Landlord ID" />,
  choiceFilter('risk', 'Fraud signals', [
    { id: 'held', name: 'Held for a senior review' },
    { id: 'flagged', name: 'Any signal' },
  ]),
  choiceFilter('pendingChanges', 'Changes to review', [
    { id: 'true', name: 'Changes waiting for review' },
    { id: 'false', name: 'No changes waiting' },
  ]),
  choiceFilter('freshness', 'Confirmed available', [
    { id: 'stale', name: 'Stale: unconfirmed 14 days or more' },
    { id: 'hidden', name: 'Hidden: unconfirmed 30 days or more' },
    { id: 'fresh', name: 'Confirmed in the last 14 days' },
  ]),
  choiceFilter('archived', 'Archived', [
    { id: 'false', name: 'Not archived' },
    { id: 'true', name: 'Archived (kept for records)' },
  ]),
];
