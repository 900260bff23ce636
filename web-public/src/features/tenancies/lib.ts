import {
  formatDateTime,
  formatDay,
  formatNaira,
  lagosToday,
  MOVE_IN_DATE_STATES,
  type TenancyDto,
  type TenancyState,
} from '@rentnaija/shared';

/** The move-in rent and fees (what is released; the caution deposit stays held). */
export const releasable = (t: Pick<TenancyDto, 'moveIn' | 'fees'>) =>
  t.moveIn.total - t.fees.securityDeposit;

/** A YYYY-MM-DD date as people read it (22 Nov 2026). */
export const readableDate = formatDay;

export type StepStatus = 'finish' | 'process' | 'wait' | 'error';

export interface TimelineStep {
  key: 'signatures' | 'payment' | 'moveIn' | 'handover' | 'release';
  title: string;
  description: string;
  status: StepStatus;
}

/** States reached only once both signed (a problem is reported after signing, from move-in). */
const SIGNED: readonly TenancyState[] = ['awaiting_move_in', 'active', 'ended', 'disputed'];
const MOVED_IN: readonly TenancyState[] = ['active', 'ended'];

/** Whether the tenant may still choose the move-in date. */
export const moveInDateOpen = (t: Pick<TenancyDto, 'state'>) =>
  (MOVE_IN_DATE_STATES as readonly string[]).includes(t.state);

/** The first and last day the tenant may choose today (West Africa Time). */
export function moveInChoice(t: Pick<TenancyDto, 'moveInEarliest' | 'moveInLatest'>, now?: Date) {
  const today = lagosToday(now);
  return { min: t.moveInEarliest > today ? t.moveInEarliest : today, max: t.moveInLatest };
}

/** Whether the tenant may confirm the keys: signed, not moved in, from the move-in date. */
export const handoverOpen = (t: Pick<TenancyDto, 'state' | 'moveInDate'>, now?: Date) =>
  t.state === 'awaiting_move_in' && t.moveInDate !== null && t.moveInDate <= lagosToday(now);

/** Whether the tenant may report a problem: from the move-in date until the money is released. */
export const problemOpen = (
  t: Pick<TenancyDto, 'state' | 'moveInDate' | 'handedOverAt' | 'releaseDueAt'>,
  now: Date = new Date(),
) =>
  t.releaseDueAt !== null &&
  now < new Date(t.releaseDueAt) &&
  (t.handedOverAt !== null || (t.moveInDate !== null && t.moveInDate <= lagosToday(now)));

/** Where the move-in rent and fees stand: held until …, released on …, or frozen. */
export function releaseWords(t: TenancyDto): string {
  if (t.releasedAt) {
    return `Rent and fees released to the landlord on ${formatDateTime(t.releasedAt)}; the caution deposit stays held until the end of the tenancy.`;
  }
  if (t.state === 'disputed') return 'Held while RentNaija looks into the problem reported.';
  if (t.releaseDueAt) {
    return `Held until ${formatDateTime(t.releaseDueAt)}, then released to the landlord unless the tenant reports a problem first.`;
  }
  return 'Rent and fees go to the landlord 24 hours after the keys; the caution deposit at the end of the tenancy.';
}

const choiceWords = ({ min, max }: { min: string; max: string }) =>
  `The tenant chooses a day from ${readableDate(min)} to ${readableDate(max)}.`;

/**
 * The tenancy's steps as its parties follow them: the agreement signed, the move-in money held,
 * the move-in date, the keys handed over, the money released to the landlord.
 */
export function tenancyTimeline(t: TenancyDto, now?: Date): TimelineStep[] {
  const cancelled = t.state === 'cancelled';
  const open = (done: boolean, current: boolean): StepStatus =>
    done ? 'finish' : cancelled ? 'wait' : current ? 'process' : 'wait';
  return [
    {
      key: 'signatures',
      title: 'Signatures',
      description: SIGNED.includes(t.state)
        ? 'The agreement is signed by both.'
        : 'The tenant and the landlord sign the tenancy agreement.',
      status: open(SIGNED.includes(t.state), t.state === 'awaiting_signatures'),
    },
    {
      key: 'payment',
      title: 'Payment held',
      description: cancelled
        ? `${formatNaira(t.moveIn.total)} is being refunded to the tenant.`
        : `${formatNaira(t.moveIn.total)} paid, held by RentNaija until the keys are handed over.`,
      status: cancelled ? 'error' : 'finish',
    },
    {
      key: 'moveIn',
      title: 'Move-in date',
      description: t.moveInDate
        ? `${readableDate(t.moveInDate)}; the first term ends ${readableDate(t.endDate ?? t.moveInDate)}.`
        : cancelled
          ? 'No move-in: the tenancy was cancelled.'
          : choiceWords(moveInChoice(t, now)),
      status: open(t.moveInDate !== null, moveInDateOpen(t)),
    },
    {
      key: 'handover',
      title: 'Handover',
      description: t.handedOverAt
        ? `The tenant confirmed the keys on ${formatDateTime(t.handedOverAt)}.`
        : 'The tenant confirms they have the keys.',
      status: open(
        MOVED_IN.includes(t.state) || t.handedOverAt !== null,
        t.state === 'awaiting_move_in',
      ),
    },
    {
      key: 'release',
      title: 'Release',
      description: releaseWords(t),
      status: open(t.releasedAt !== null, t.state === 'active' || t.state === 'disputed'),
    },
  ];
}
