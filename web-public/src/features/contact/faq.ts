import { LISTING_REVIEW_TIME } from '@rentnaija/shared';
/** Help-center (/help) questions, by tab. */
export type FaqCategory = 'general' | 'tenants' | 'landlords' | 'payments' | 'safety';

export interface FaqItem {
  category: FaqCategory;
  question: string;
  answer: string;
}

export const FAQ_TABS: { key: FaqCategory; label: string }[] = [
  { key: 'general', label: 'General' },
  { key: 'tenants', label: 'Tenants' },
  { key: 'landlords', label: 'Landlords' },
  { key: 'payments', label: 'Payments' },
  { key: 'safety', label: 'Safety' },
];

export const FAQ: FaqItem[] = [
  {
    category: 'general',
    question: 'What is RentNaija?',
    answer:
      'RentNaija is a monthly property-rental marketplace for Nigerian cities. Tenants find verified homes and pay monthly; landlords list properties and receive rent from verified tenants.',
  },
  {
    category: 'general',
    question: 'Which cities do you cover?',
    answer:
      'Lagos, Abuja, Port Harcourt, Ibadan and Kano, with listings also in Enugu, Kaduna, Calabar and Jos.',
  },
  {
    category: 'general',
    question: 'Do I need an account to browse?',
    answer:
      'No. Anyone can browse and view listings. You need a free account to save properties, apply, book and message landlords.',
  },
  {
    category: 'general',
    question: 'How do I confirm my email address?',
    answer:
      'After registering we email you a confirmation link. Open it to confirm your address, then log in. Check your spam folder if it has not arrived.',
  },
  {
    category: 'tenants',
    question: 'How do I apply for a property?',
    answer:
      'Open the listing and choose Book Now. You will give your personal and employment details, your NIN, one reference and one guarantor. Landlords review applications within 24-48 hours.',
  },
  {
    category: 'tenants',
    question: 'How long does verification take?',
    answer: 'Identity verification (KYC) is reviewed within 24-48 hours.',
  },
  {
    category: 'tenants',
    question: 'Can I view a property before paying?',
    answer:
      'Yes — and you should. Request a viewing from the listing page; the landlord confirms a time for a physical or virtual viewing.',
  },
  {
    category: 'tenants',
    question: 'How do I save properties?',
    answer:
      'Log in and press Save on any listing. Your saved homes appear under Saved Properties, where you can add notes and price alerts.',
  },
  {
    category: 'landlords',
    question: 'How do I list my property?',
    answer: `Create a landlord account, choose List Your Property and complete the 4-step form with details, location, amenities and photos. Our team reviews each listing, ${LISTING_REVIEW_TIME}.`,
  },
  {
    category: 'landlords',
    question: 'Does listing cost anything?',
    answer: 'No. Listing is free and there are no agent fees.',
  },
  {
    category: 'landlords',
    question: 'How are tenants screened?',
    answer:
      'Tenants verify their identity with their NIN, name one reference and one guarantor before you approve them.',
  },
  {
    category: 'payments',
    question: 'What do I pay to move in?',
    answer:
      "The first month's rent plus the listing's security deposit. Every listing shows the total before you book. After that you pay monthly rent.",
  },
  {
    category: 'payments',
    question: 'Which payment methods are accepted?',
    answer:
      'Debit cards, bank transfer and USSD through our secure card payment provider. Amounts are charged in Naira.',
  },
  {
    category: 'payments',
    question: 'How do refunds work?',
    answer:
      'Refund requests are reviewed in 3-5 business days and processed in 7-14 business days to your original payment method; banks take a further 1-3 days. Application fees are non-refundable once processing has begun.',
  },
  {
    category: 'payments',
    question: 'Is my security deposit safe?',
    answer:
      'Yes. Deposits are held in escrow and returned at the end of your lease, minus any agreed deductions.',
  },
  {
    category: 'safety',
    question: 'How do I spot a scam?',
    answer:
      'Be wary of anyone asking for money before a viewing, pushing you to pay off the platform, or offering prices far below the area. Report them to us.',
  },
  {
    category: 'safety',
    question: 'How do I report a suspicious listing?',
    answer:
      'Email support@rentnaija.ng or call +234 1 700 0000 (Mon-Fri 9AM-6PM WAT). Our safety team replies within 24 hours.',
  },
  {
    category: 'safety',
    question: 'Will RentNaija ever ask for my password?',
    answer: 'Never. Our staff will never ask for your password or one-time codes.',
  },
];

/** Case-insensitive match on question or answer; every word of the search must appear. */
export function filterFaq(items: FaqItem[], search: string): FaqItem[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return items;
  return items.filter((item) => {
    const text = `${item.question} ${item.answer}`.toLowerCase();
    return words.every((w) => text.includes(w));
  });
}
