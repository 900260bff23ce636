import { COUNTERSIGN_HOURS, formatDateTime, formatDay, formatNaira } from '@rentnaija/shared';
import type { NotificationDefinitions } from '../../platform/notifications/notification-definition.js';

/** What tenants and landlords are told about their tenancies. */
export interface TenancyNotifications {
  /** Approved and paid: the tenancy begins (`role`: who is told). */
  'tenancy.started': {
    tenancyId: string;
    reference: string;
    title: string;
    role: 'tenant' | 'landlord';
    tenantName: string;
  };
  /** The tenant picked (or changed) the move-in date: told to the landlord. */
  'tenancy.move_in_date_set': {
    tenancyId: string;
    title: string;
    tenantName: string;
    moveInDate: string;
  };
  /** A party signed the agreement: told to the other (`complete` once both signed). */
  'tenancy.signed': {
    tenancyId: string;
    title: string;
    signer: 'tenant' | 'landlord';
    signerName: string;
    complete: boolean;
  };
  /** The landlord did not countersign in time: the tenant may cancel with a full refund. */
  'tenancy.countersign_lapsed': {
    tenancyId: string;
    title: string;
    role: 'tenant' | 'landlord';
  };
  /** The tenancy will not go ahead (its move-in payment is being refunded). */
  'tenancy.cancelled': {
    tenancyId: string;
    reference: string;
    title: string;
    role: 'tenant' | 'landlord';
    reason: string;
  };
  /** The tenant confirmed the keys: told to the landlord, with when the money is released. */
  'tenancy.handed_over': {
    tenancyId: string;
    reference: string;
    title: string;
    releaseAt: string;
  };
  /** The tenant reported a problem: told to the landlord, who may answer. */
  'tenancy.problem_reported': {
    tenancyId: string;
    reference: string;
    title: string;
  };
  /** The landlord answered the tenant's report: told to the tenant. */
  'tenancy.dispute_answered': {
    tenancyId: string;
    reference: string;
    title: string;
    landlordName: string;
  };
  /** Staff decided the tenant's report (`role`: who is told). */
  'tenancy.dispute_decided': {
    tenancyId: string;
    reference: string;
    title: string;
    role: 'tenant' | 'landlord';
    decision: 'refund_full' | 'refund_partial' | 'release';
    /** Whole naira given back to the tenant. */
    refundAmount: number | null;
    /** Whole naira of rent and fees released to the landlord (null: the tenancy is cancelled). */
    releasedAmount: number | null;
    reason: string;
  };
  /** A party gave notice: told to the other, with the move-out date. */
  'tenancy.notice_given': {
    tenancyId: string;
    reference: string;
    title: string;
    givenBy: 'tenant' | 'landlord';
    giverName: string;
    moveOutDate: string;
    reason: string | null;
  };
  /** The landlord offered to renew: told to the tenant. */
  'tenancy.renewal_offered': {
    tenancyId: string;
    title: string;
    rent: number;
    termMonths: number;
    endsOn: string;
  };
  /** The tenant accepted or declined the renewal (`role`: who is told). */
  'tenancy.renewal_decided': {
    tenancyId: string;
    title: string;
    role: 'tenant' | 'landlord';
    accepted: boolean;
    rent: number;
    /** The first day of the new term: its rent is due before it. */
    startsOn: string;
    endsOn: string;
  };
  /** The tenancy ended on its move-out date (`relisted`: the home is back on the market). */
  'tenancy.ended': {
    tenancyId: string;
    reference: string;
    title: string;
    role: 'tenant' | 'landlord';
    moveOutDate: string;
    relisted: boolean;
  };
}

const months = (n: number) => (n === 1 ? '1 month' : `${n} months`);

const decisionWords = (e: TenancyNotifications['tenancy.dispute_decided']) =>
  e.decision === 'release'
    ? `${formatNaira(e.releasedAmount ?? 0)} of rent and fees is released to the landlord`
    : e.decision === 'refund_full'
      ? `the move-in payment of ${formatNaira(e.refundAmount ?? 0)} is refunded to the tenant and the tenancy is cancelled`
      : `${formatNaira(e.refundAmount ?? 0)} is refunded to the tenant and ${formatNaira(e.releasedAmount ?? 0)} of rent and fees released to the landlord`;

const tenancyPath = (id: string) => `/tenancies/${id}`;

export const TENANCY_NOTIFICATIONS: NotificationDefinitions<TenancyNotifications> = {
  'tenancy.started': {
    message: (e) =>
      e.role === 'tenant'
        ? `Your tenancy of "${e.title}" (${e.reference}) has begun: choose your move-in date.`
        : `"${e.title}" is let to ${e.tenantName} (${e.reference}): the money is held until the keys are handed over.`,
    link: (e) => tenancyPath(e.tenancyId),
    text: (e) =>
      e.role === 'tenant'
        ? `RentNaija: your tenancy of "${e.title}" has begun. Choose your move-in date in the app.`
        : undefined,
    email: (e, user, link) => ({
      template: 'tenancy-started',
      data: {
        name: user.name,
        title: e.title,
        reference: e.reference,
        role: e.role,
        tenantName: e.tenantName,
        link,
      },
    }),
  },
  'tenancy.move_in_date_set': {
    message: (e) => `${e.tenantName} will move into "${e.title}" on ${formatDay(e.moveInDate)}.`,
    link: (e) => tenancyPath(e.tenancyId),
  },
  'tenancy.signed': {
    message: (e) =>
      e.complete
        ? `${e.signerName} countersigned the agreement for "${e.title}": it is signed by both.`
        : `${e.signerName} signed the agreement for "${e.title}": review and countersign it within ${COUNTERSIGN_HOURS} hours.`,
    link: (e) => tenancyPath(e.tenancyId),
    email: (e, user, link) => ({
      template: 'tenancy-signed',
      data: {
        name: user.name,
        title: e.title,
        signerName: e.signerName,
        complete: e.complete,
        link,
      },
    }),
  },
  'tenancy.countersign_lapsed': {
    message: (e) =>
      e.role === 'tenant'
        ? `The landlord of "${e.title}" did not countersign the agreement within ${COUNTERSIGN_HOURS} hours: you may cancel and be refunded in full.`
        : `You did not countersign the agreement for "${e.title}" within ${COUNTERSIGN_HOURS} hours: the tenant may now cancel with a full refund.`,
    link: (e) => tenancyPath(e.tenancyId),
  },
  'tenancy.cancelled': {
    message: (e) => `The tenancy of "${e.title}" (${e.reference}) is cancelled. ${e.reason}`,
    link: (e) => tenancyPath(e.tenancyId),
    email: (e, user, link) => ({
      template: 'tenancy-cancelled',
      data: {
        name: user.name,
        title: e.title,
        reference: e.reference,
        role: e.role,
        reason: e.reason,
        link,
      },
    }),
  },
  'tenancy.handed_over': {
    message: (e) =>
      `The tenant has the keys of "${e.title}" (${e.reference}): the move-in rent and fees are released to you on ${formatDateTime(e.releaseAt)} unless they report a problem first.`,
    link: (e) => tenancyPath(e.tenancyId),
  },
  'tenancy.problem_reported': {
    message: (e) =>
      `The tenant reported a problem with "${e.title}" (${e.reference}): the money stays held until RentNaija decides. Add your side on the tenancy page.`,
    link: (e) => tenancyPath(e.tenancyId),
    email: (e, user, link) => ({
      template: 'tenancy-problem-reported',
      data: { name: user.name, title: e.title, reference: e.reference, link },
    }),
  },
  'tenancy.dispute_answered': {
    message: (e) =>
      `${e.landlordName} answered your report on "${e.title}" (${e.reference}). RentNaija decides after reading both sides.`,
    link: (e) => tenancyPath(e.tenancyId),
    email: (e, user, link) => ({
      template: 'tenancy-dispute-answered',
      data: {
        name: user.name,
        title: e.title,
        reference: e.reference,
        landlordName: e.landlordName,
        link,
      },
    }),
  },
  'tenancy.notice_given': {
    message: (e) =>
      `${e.giverName} gave notice on "${e.title}" (${e.reference}): the tenancy ends on ${formatDay(e.moveOutDate)}.${e.reason ? ` Reason: ${e.reason}` : ''}`,
    link: (e) => tenancyPath(e.tenancyId),
    text: (e) =>
      `RentNaija: ${e.giverName} gave notice on "${e.title}". The tenancy ends on ${formatDay(e.moveOutDate)}.`,
    email: (e, user, link) => ({
      template: 'tenancy-notice',
      data: {
        name: user.name,
        title: e.title,
        reference: e.reference,
        givenBy: e.givenBy,
        giverName: e.giverName,
        moveOutDate: formatDay(e.moveOutDate),
        reason: e.reason,
        link,
      },
    }),
  },
  'tenancy.renewal_offered': {
    message: (e) =>
      `Your landlord offers to renew "${e.title}" for ${months(e.termMonths)} at ${formatNaira(e.rent)} a month, to ${formatDay(e.endsOn)}: accept or decline on the tenancy page.`,
    link: (e) => tenancyPath(e.tenancyId),
    email: (e, user, link) => ({
      template: 'tenancy-renewal-offered',
      data: {
        name: user.name,
        title: e.title,
        rent: formatNaira(e.rent),
        term: months(e.termMonths),
        endsOn: formatDay(e.endsOn),
        link,
      },
    }),
  },
  'tenancy.renewal_decided': {
    message: (e) =>
      e.accepted
        ? e.role === 'tenant'
          ? `You renewed "${e.title}" to ${formatDay(e.endsOn)} at ${formatNaira(e.rent)} a month. You'll be asked to pay the new term's rent before ${formatDay(e.startsOn)}.`
          : `The tenant accepted your renewal of "${e.title}": the tenancy now ends on ${formatDay(e.endsOn)}, at ${formatNaira(e.rent)} a month.`
        : e.role === 'tenant'
          ? `You declined the renewal of "${e.title}".`
          : `The tenant declined your renewal of "${e.title}".`,
    link: (e) => tenancyPath(e.tenancyId),
    email: (e, user, link) => ({
      template: 'tenancy-renewal-decided',
      data: {
        name: user.name,
        title: e.title,
        role: e.role,
        accepted: e.accepted,
        rent: formatNaira(e.rent),
        startsOn: formatDay(e.startsOn),
        endsOn: formatDay(e.endsOn),
        link,
      },
    }),
  },
  'tenancy.ended': {
    message: (e) =>
      e.role === 'tenant'
        ? `Your tenancy of "${e.title}" (${e.reference}) ended on ${formatDay(e.moveOutDate)}. Fill the check-out report on the tenancy page: your caution deposit comes back within 14 days unless the landlord proposes deductions, which you may accept or dispute.`
        : e.relisted
          ? `The tenancy of "${e.title}" (${e.reference}) ended on ${formatDay(e.moveOutDate)}: your home is available again.`
          : `Your home is free from ${formatDay(e.moveOutDate)}: relist it? "${e.title}" is inactive until you make it available.`,
    // The reminder to relist opens the landlord's listings, where the status is changed.
    link: (e) =>
      e.role === 'landlord' && !e.relisted ? '/property-management' : tenancyPath(e.tenancyId),
  },
  'tenancy.dispute_decided': {
    message: (e) =>
      `RentNaija decided the problem reported on "${e.title}" (${e.reference}): ${decisionWords(e)}. ${e.reason}`,
    link: (e) => tenancyPath(e.tenancyId),
    email: (e, user, link) => ({
      template: 'tenancy-dispute-decided',
      data: {
        name: user.name,
        title: e.title,
        reference: e.reference,
        role: e.role,
        decision: e.decision,
        refundAmount: e.refundAmount,
        releasedAmount: e.releasedAmount,
        reason: e.reason,
        link,
      },
    }),
  },
};
