import { describe, expect, it } from 'vitest';
import { VIEWING_LINK_MESSAGES, type ViewingDto } from '@rentnaija/shared';
import {
  countByStatus,
  emptyScheduleForm,
  filterViewings,
  scheduleBody,
  scheduleFieldErrors,
  scheduleFormProblem,
  summarise,
  videoLinkShownFrom,
  waitsForVideoLink,
} from './lib';

// 1 Dec 2026, 10:40 in Lagos.
const now = new Date('2026-12-01T09:40:00Z');
const filled = {
  ...emptyScheduleForm('virtual'),
  propertyId: 'p1',
  viewingDate: '2026-12-02',
  viewingTime: '10:30',
  tenantName: 'Ada Obi',
  tenantEmail: 'ada@example.com',
  tenantPhone: '08031234567',
  videoLink: 'https://meet.google.com/abc-defg-hij',
};

describe('schedule viewing form', () => {
  it('asks for every field but the message', () => {
    expect(scheduleFormProblem(filled, now)).toBeNull();
    for (const field of [
      'propertyId',
      'viewingDate',
      'viewingTime',
      'tenantName',
      'tenantEmail',
      'tenantPhone',
    ] as const) {
      expect([field, scheduleFormProblem({ ...filled, [field]: ' ' }, now)]).toEqual([
        field,
        'Please fill in all required fields',
      ]);
    }
    expect(scheduleFormProblem({ ...filled, notes: '' }, now)).toBeNull();
  });

  it('refuses an email that is not one, a past day and a slot already gone today', () => {
    expect(scheduleFormProblem({ ...filled, tenantEmail: 'ada@' }, now)).toBe(
      'Please enter a valid email address',
    );
    expect(scheduleFormProblem({ ...filled, viewingDate: '2026-11-30' }, now)).toBe(
      'The date cannot be earlier than today',
    );
    expect(
      scheduleFormProblem({ ...filled, viewingDate: '2026-12-01', viewingTime: '10:30' }, now),
    ).toMatch(/already passed/);
    expect(
      scheduleFormProblem({ ...filled, viewingDate: '2026-12-01', viewingTime: '11:00' }, now),
    ).toBeNull();
  });

  it('offers days up to 90 ahead, as the server books them', () => {
    expect(scheduleFormProblem({ ...filled, viewingDate: '2027-03-01' }, now)).toBeNull();
    expect(scheduleFormProblem({ ...filled, viewingDate: '2027-03-02' }, now)).toBe(
      'Viewings can be booked up to 90 days ahead',
    );
    expect(scheduleFormProblem({ ...filled, viewingDate: '2026-02-30' }, now)).toBe(
      'Choose a valid date',
    );
  });

  it('sends trimmed values, and the message only when there is one', () => {
    expect(scheduleBody({ ...filled, tenantName: ' Ada Obi ', notes: '  ' })).toEqual({
      propertyId: 'p1',
      viewingType: 'virtual',
      viewingDate: '2026-12-02',
      viewingTime: '10:30',
      tenantName: 'Ada Obi',
      tenantEmail: 'ada@example.com',
      tenantPhone: '08031234567',
      videoLink: 'https://meet.google.com/abc-defg-hij',
    });
    expect(scheduleBody({ ...filled, notes: 'Gate code 12' }).notes).toBe('Gate code 12');
    // A physical viewing sends no link, whatever the hidden field holds.
    expect(scheduleBody({ ...filled, viewingType: 'physical' })).not.toHaveProperty('videoLink');
  });

  it('asks a virtual viewing for an https video-call link, and a name for the tenant', () => {
    expect(scheduleFormProblem({ ...filled, videoLink: ' ' }, now)).toBe(
      VIEWING_LINK_MESSAGES.videoLinkRequired,
    );
    for (const bad of ['http://zoom.us/j/1', 'zoom.us/j/1', 'https://user:pw@meet.example']) {
      expect([bad, scheduleFormProblem({ ...filled, videoLink: bad }, now)]).toEqual([
        bad,
        VIEWING_LINK_MESSAGES.videoLinkInvalid,
      ]);
    }
    for (const good of ['https://us02web.zoom.us/j/8123?pwd=x', 'https://wa.me/2348031234567']) {
      expect(scheduleFormProblem({ ...filled, videoLink: good }, now)).toBeNull();
    }
    expect(
      scheduleFormProblem({ ...filled, viewingType: 'physical', videoLink: '' }, now),
    ).toBeNull();
    for (const name of ['Visit evil.com', 'https://x.example', 'Ada 2']) {
      expect(scheduleFormProblem({ ...filled, tenantName: name }, now)).toBe(
        VIEWING_LINK_MESSAGES.tenantNameInvalid,
      );
    }
    for (const name of ["Ngozi O'Neil-Eze", 'A. B. Okafor', 'Ṣọlá Àjàyí']) {
      expect(scheduleFormProblem({ ...filled, tenantName: name }, now)).toBeNull();
    }
  });

  it('tells the tenant when the link shows, and looks again while they wait for it', () => {
    const startsAt = '2026-12-01T13:00:00Z'; // 14:00 in Lagos
    expect(videoLinkShownFrom({ startsAt })).toBe('13:30');
    const waiting = {
      status: 'confirmed',
      hasVideoLink: true,
      videoLink: null,
      startsAt,
    } as ViewingDto;
    expect(waitsForVideoLink([waiting], now.getTime())).toBe(true);
    expect(
      waitsForVideoLink([{ ...waiting, videoLink: 'https://zoom.us/j/1' }], now.getTime()),
    ).toBe(false);
    expect(waitsForVideoLink([{ ...waiting, hasVideoLink: false }], now.getTime())).toBe(false);
  });
});

describe('scheduled viewings page', () => {
  const v = (status: ViewingDto['status'], viewingDate: string) =>
    ({ id: `${status}-${viewingDate}`, status, viewingDate }) as ViewingDto;
  const list = [
    v('pending', '2026-12-03'),
    v('confirmed', '2026-12-01'),
    v('confirmed', '2026-11-20'),
    v('completed', '2026-11-10'),
    v('cancelled', '2026-12-05'),
  ];

  it('counts upcoming as today or later and pending or confirmed', () => {
    expect(summarise(list, now)).toEqual({ total: 5, pending: 1, confirmed: 2, upcoming: 2 });
  });

  it('counts and filters by status and date', () => {
    expect(countByStatus(list)).toEqual({
      all: 5,
      pending: 1,
      confirmed: 2,
      completed: 1,
      cancelled: 1,
    });
    expect(filterViewings(list, 'confirmed', null)).toHaveLength(2);
    expect(filterViewings(list, 'all', '2026-12-05').map((x) => x.status)).toEqual(['cancelled']);
    expect(filterViewings(list, 'pending', '2026-12-05')).toEqual([]);
  });
});

describe('schedule viewing field messages', () => {
  it('marks every missing field of an empty form at once', () => {
    expect(scheduleFieldErrors(emptyScheduleForm('virtual'), now)).toEqual({
      propertyId: 'Select a property',
      viewingDate: 'Choose a date',
      viewingTime: 'Choose a time',
      tenantName: "Enter the tenant's full name",
      tenantEmail: "Enter the tenant's email",
      tenantPhone: "Enter the tenant's phone number",
      videoLink: expect.any(String),
    });
    expect(Object.keys(scheduleFieldErrors(emptyScheduleForm('physical'), now))).not.toContain(
      'videoLink',
    );
  });

  it('says what format the phone wants', () => {
    expect(scheduleFieldErrors({ ...filled, tenantPhone: 'call me' }, now)).toEqual({
      tenantPhone: expect.stringMatching(/0803 123 4567/),
    });
  });
});
