import { formatDate, formatDateTime, formatNaira, GUARANTOR_COMMITMENTS } from '@rentnaija/shared';
import type { SecretValue } from '../../platform/jobs/secrets.js';
import { breakLinks, layout, mailTemplate } from '../../platform/mail/mail-template.js';

/**
 * The guarantor request as a text (SMS to the number the applicant gave), beside its email: who
 * asks, for which home, the single-use link (sealed: staff read it redacted) and its deadline.
 */
export function guarantorRequestText(d: {
  applicantName: string;
  propertyTitle: string;
  link: SecretValue;
  expiresAt: string;
}): (string | SecretValue)[] {
  return [
    `RentNaija: ${breakLinks(d.applicantName)} named you as guarantor to rent "${d.propertyTitle}". Please confirm or decline by ${formatDate(d.expiresAt)}: `,
    d.link,
    ' (the link works once; if you do not know them, decline).',
  ];
}

const decisionWords = {
  under_review: 'is now under review',
  approved: 'has been approved',
  rejected: 'was not successful',
} as const;

/** The applicant's data as the enquiry mailbox reads it (NINs only by their last digits). */
export interface EnquiryData {
  applicationId: string;
  submissionDate: string;
  applicant: {
    firstName: string;
    lastName: string;
    email: string;
    phone: string;
    dateOfBirth: string | null;
    occupation: string;
    employer: string;
    monthlyIncome: number;
    ninNumber: string;
  };
  reference: { name: string; phone: string; email: string; relationship: string };
  guarantor: {
    name: string;
    phone: string;
    email: string;
    relationship: string;
    occupation: string;
    employer: string;
    ninNumber: string;
  };
  property: {
    id: string;
    title: string;
    location: string;
    price: number;
    bedrooms: number;
    bathrooms: number;
    description: string;
    images: string[];
    landlordName: string;
  };
  totalAmount: number;
  consoleLink: string;
}

/** Emails of rental applications: the team's enquiry notice, the guarantor's request, decisions. */
export const APPLICATION_MAILS = {
  'application-enquiry': mailTemplate<EnquiryData>((d) => ({
    subject: `New application: ${d.property.title} — ${d.applicant.firstName} ${d.applicant.lastName}`,
    ...layout(
      'New rental application',
      [
        `Application ${d.applicationId}, submitted ${formatDateTime(d.submissionDate)}.`,
        `Property: ${d.property.title} (${d.property.id}), ${d.property.location}. ${formatNaira(d.property.price)} a month, ${d.property.bedrooms} bed / ${d.property.bathrooms} bath. Landlord: ${d.property.landlordName}.`,
        `Total to move in: ${formatNaira(d.totalAmount)}.`,
        `Applicant: ${d.applicant.firstName} ${d.applicant.lastName}, ${d.applicant.email}, ${d.applicant.phone}. Born ${d.applicant.dateOfBirth ?? 'not given'}. ${d.applicant.occupation} at ${d.applicant.employer}, earning ${formatNaira(d.applicant.monthlyIncome)} a month. NIN ${d.applicant.ninNumber}.`,
        `Reference: ${d.reference.name} (${d.reference.relationship}), ${d.reference.phone}, ${d.reference.email}.`,
        `Guarantor: ${d.guarantor.name} (${d.guarantor.relationship}), ${d.guarantor.phone}, ${d.guarantor.email}. ${d.guarantor.occupation} at ${d.guarantor.employer}. NIN ${d.guarantor.ninNumber}.`,
        `About the home: ${d.property.description}`,
        ...(d.property.images.length ? [`Photos: ${d.property.images.join(' ')}`] : []),
        'Full NINs are in the console only; they never travel by email.',
      ],
      { label: 'Open the application in the console', url: d.consoleLink },
    ),
  })),
  'guarantor-request': mailTemplate<{
    guarantorName: string;
    applicantName: string;
    propertyTitle: string;
    location: string;
    /** What moving in costs, as agreed on the application, and the monthly rent and charge. */
    moveInTotal: number;
    monthly: number;
    link: SecretValue;
    expiresAt: string;
  }>((d) => {
    // The names are the applicant's words: they never turn into links in our text.
    const applicantName = breakLinks(d.applicantName);
    return {
      subject: `${applicantName} named you as their guarantor`,
      ...layout(
        'Will you stand as guarantor?',
        [
          `Hello ${breakLinks(d.guarantorName)}, ${applicantName} has applied to rent "${d.propertyTitle}" in ${d.location} on RentNaija and named you as their guarantor.`,
          `Moving in costs ${formatNaira(d.moveInTotal)}, then ${formatNaira(d.monthly)} a month in rent and service charge.`,
          'As a guarantor:',
          ...GUARANTOR_COMMITMENTS.map((c) => `• ${c}`),
          `Please confirm or decline with your name by ${formatDate(d.expiresAt)}. The link works once. If you do not know the applicant, decline: nothing is asked of you.`,
        ],
        { label: 'Answer the request', url: d.link },
      ),
    };
  }),
  'application-submitted': mailTemplate<{
    name: string;
    title: string;
    applicantName: string;
    link: string;
  }>((d) => ({
    subject: `New application for ${d.title}`,
    ...layout(
      'You have a new rental application',
      [
        `Hello ${d.name}, ${d.applicantName} has applied to rent "${d.title}".`,
        "Their guarantor has been asked to confirm by email; you will see the answer before you decide. The application's details are in your dashboard.",
      ],
      { label: 'Review the application', url: d.link },
    ),
  })),
  'application-reviewed': mailTemplate<{
    name: string;
    title: string;
    decision: keyof typeof decisionWords;
    note: string | null;
    link: string;
  }>((d) => ({
    subject: `Your application for ${d.title} ${decisionWords[d.decision]}`,
    ...layout(
      `Your application ${decisionWords[d.decision]}`,
      [
        `Hello ${d.name}, your application to rent "${d.title}" ${decisionWords[d.decision]}.`,
        ...(d.note ? [`Note from the reviewer: ${d.note}`] : []),
        ...(d.decision === 'approved'
          ? [
              'If you have not paid yet, you can pay the move-in amount from your applications page.',
            ]
          : []),
        ...(d.decision === 'rejected'
          ? [
              'If you had already paid, we are refunding you in full; you will get an email when it is sent.',
            ]
          : []),
      ],
      { label: 'See your applications', url: d.link },
    ),
  })),
  'application-listing-taken': mailTemplate<{ name: string; title: string; link: string }>((d) => ({
    subject: `${d.title} has been promised to another applicant`,
    ...layout(
      'This home has been promised to another applicant',
      [
        `Hello ${d.name}, the landlord of "${d.title}" has approved another application.`,
        'Your application stays open in case that tenancy does not go ahead; if the home is let, we will tell you and refund anything you paid.',
      ],
      { label: 'Browse other homes', url: d.link },
    ),
  })),
  'application-offer-reminder': mailTemplate<{
    name: string;
    title: string;
    expiresAt: string;
    amount: number;
    stage: 'half' | 'final';
    link: string;
  }>((d) => ({
    subject:
      d.stage === 'final'
        ? `Last hours to pay for ${d.title}`
        : `Your offer for ${d.title} ends ${formatDateTime(d.expiresAt)}`,
    ...layout(
      d.stage === 'final' ? 'Your offer ends in a few hours' : 'Your offer is waiting for payment',
      [
        `Hello ${d.name}, your application for "${d.title}" was approved. To take the home, pay the move-in amount of ${formatNaira(d.amount)} by ${formatDateTime(d.expiresAt)}.`,
        'If it is not paid by then, the offer lapses and the home goes back on the market.',
      ],
      { label: 'Pay now', url: d.link },
    ),
  })),
  'application-offer-lapsed': mailTemplate<{
    name: string;
    title: string;
    role: 'tenant' | 'landlord';
    applicantName: string;
    link: string;
  }>((d) => ({
    subject:
      d.role === 'tenant'
        ? `Your offer for ${d.title} has lapsed`
        : `${d.title} is available again: the offer lapsed`,
    ...layout(
      d.role === 'tenant' ? 'Your offer has lapsed' : 'The approved applicant did not pay',
      d.role === 'tenant'
        ? [
            `Hello ${d.name}, your approved application for "${d.title}" was not paid in time, so the offer has lapsed and the home is back on the market.`,
            'Nothing was charged. If you still want it, you may apply again while it is available.',
          ]
        : [
            `Hello ${d.name}, ${d.applicantName} did not pay for "${d.title}" by the deadline. The offer has lapsed and the listing is available again.`,
            'Other applicants have been told it is open again; you can approve another application.',
          ],
      { label: 'See applications', url: d.link },
    ),
  })),
  'application-listing-reopened': mailTemplate<{ name: string; title: string; link: string }>(
    (d) => ({
      subject: `${d.title} is available again`,
      ...layout(
        'The home is available again',
        [
          `Hello ${d.name}, the home "${d.title}" that had been promised to another applicant is back on the market.`,
          'Your application is still open: the landlord may now decide on it.',
        ],
        { label: 'See your applications', url: d.link },
      ),
    }),
  ),
  'guarantor-answered': mailTemplate<{
    name: string;
    title: string;
    guarantorName: string;
    decision: 'confirmed' | 'declined';
    link: string;
  }>((d) => ({
    subject: `The guarantor ${d.decision} — ${d.title}`,
    ...layout(
      `The guarantor has ${d.decision}`,
      [
        `Hello ${d.name}, ${d.guarantorName} has ${d.decision} to stand as guarantor on the application for "${d.title}".`,
      ],
      { label: 'See the application', url: d.link },
    ),
  })),
};
