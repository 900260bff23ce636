import type { ListingField } from '@rentnaija/shared';
import type { ListingDraft } from '../draft';

/** What every step gets: the draft, a way to change it, and the error of each field. */
export interface StepProps {
  draft: ListingDraft;
  /** Changes fields of the draft (and clears the server's errors about them). */
  change(fields: Partial<ListingDraft>): void;
  errorOf(field: ListingField): string | undefined;
}
