import { choiceFilter, searchFilter } from '../common/filters';
import { CATEGORY_CHOICES, STATUS_CHOICES } from './constants';

export const contactMessageFilters = [
  searchFilter('Search name, email, subject'),
  choiceFilter('status', 'Status', STATUS_CHOICES, { alwaysOn: true }),
  choiceFilter('category', 'Category', CATEGORY_CHOICES),
];
