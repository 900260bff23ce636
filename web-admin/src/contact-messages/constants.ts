import { CONTACT_CATEGORIES } from '@rentnaija/shared';
import type { ChipColor } from '../common/fields';

export const CONTACT_STATUSES = ['new', 'in_progress', 'resolved'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

export const STATUS_LABELS: Record<ContactStatus, string> = {
  new: 'New',
  in_progress: 'In progress',
  resolved: 'Resolved',
};
export const STATUS_COLORS: Record<ContactStatus, ChipColor> = {
  new: 'warning',
  in_progress: 'info',
  resolved: 'success',
};
export const STATUS_CHOICES = CONTACT_STATUSES.map((id) => ({ id, name: STATUS_LABELS[id] }));
export const CATEGORY_CHOICES = CONTACT_CATEGORIES.map((c) => ({ id: c.value, name: c.label }));
export const CATEGORY_LABELS: Record<string, string> = Object.fromEntries(
  CONTACT_CATEGORIES.map((c) => [c.value, c.label]),
);

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
