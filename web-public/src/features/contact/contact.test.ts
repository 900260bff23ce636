import { describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES } from '@rentnaija/shared';
import { toContactRequest, validateContact } from './contactRules';
import { FAQ, filterFaq } from './faq';

describe('validateContact (mirrors the server DTO)', () => {
  it('requires name, email, category, subject and message', () => {
    expect(validateContact({})).toEqual({
      fullName: 'Full name is required',
      email: 'Email is required',
      category: 'Please choose a category',
      subject: 'Subject is required',
      message: 'Message is required',
    });
  });

  it('checks email and optional phone formats', () => {
    const errors = validateContact({
      fullName: 'Ada',
      email: 'ada@',
      phone: 'call me',
      category: 'general-inquiry',
      subject: 'Hi',
      message: 'Hello',
    });
    expect(errors).toEqual({ email: 'Email is invalid', phone: CONTACT_MESSAGES.phoneInvalid });
    expect(errors.phone).toMatch(/0803 123 4567/);
  });

  it('builds a trimmed request without an empty phone', () => {
    expect(
      toContactRequest({
        fullName: ' Ada ',
        email: 'ada@example.com ',
        phone: '  ',
        category: 'payment-issues',
        subject: ' Refund ',
        message: ' Please help ',
      }),
    ).toEqual({
      fullName: 'Ada',
      email: 'ada@example.com',
      category: 'payment-issues',
      subject: 'Refund',
      message: 'Please help',
    });
  });
});

describe('filterFaq', () => {
  it('returns everything for an empty search', () => {
    expect(filterFaq(FAQ, '  ')).toHaveLength(FAQ.length);
  });

  it('matches every word, case-insensitively, in questions and answers', () => {
    const hits = filterFaq(FAQ, 'REFUND business');
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.every((h) => /refund/i.test(h.question + h.answer))).toBe(true);
    expect(filterFaq(FAQ, 'zebra crossing')).toEqual([]);
  });
});
