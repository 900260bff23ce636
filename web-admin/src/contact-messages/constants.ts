import { CONTACT_CATEGORIES } from '@rentnaija/shared';
import { choicesFromOptions, choicesOf, optionLabel } from '../common/choices';
import { chipColors } from '../common/fields';

export const CONTACT_STATUSES = ['new', 'in_progress', 'resolved'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

export const STATUS_LABELS: Record<ContactStatus, string> = {
  new: 'New',
  in_progress: 'In progress',
  resolved: 'Resolved',
};
export const STATUS_COLORS = chipColors(CONTACT_STATUSES, {
  warning: ['new'],
  info: ['in_progress'],
  success: ['resolved'],
});
export const STATUS_CHOICES = choicesOf(CONTACT_STATUSES, STATUS_LABELS);
export const CATEGORY_CHOICES = choicesFromOptions(CONTACT_CATEGORIES);
/** 'Tenant Support' for 'tenant-support'; an unknown category as it is. */
export const categoryLabel = (category: string) => optionLabel(CONTACT_CATEGORIES, category);

export interface ContactMessageRecord {
  id: string;
  fullName: string;
  email: string;
  phone: string | null;
  category: string;
  subject: string;
  message: string;
  status: ContactStatus;
  userId: string | null;
  /** The reference the sender was given (RN-…). */
  reference?: string;
  /** Replies sent so far, oldest first (on the show page). */
  replies?: ContactReplyRecord[];
  createdAt: string;
  updatedAt: string;
}

export interface ContactReplyRecord {
  id: string;
  body: string;
  authorId: string | null;
  authorName: string;
  createdAt: string;
}
