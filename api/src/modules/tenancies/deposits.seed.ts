import { addDays, type RoomCondition } from '@rentnaija/shared';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { EntityManager } from 'typeorm';
import { LedgerService } from '../ledger/ledger.service.js';
import { Payment } from '../payments/entities/payment.entity.js';
import { Refund } from '../payments/entities/refund.entity.js';
import { payoutEntry, releaseEntry } from '../payouts/payout-entries.js';
import type { User } from '../users/entities/user.entity.js';
import { getSeedStorage, PRIVATE_FILES_PREFIX } from '../../platform/storage/file-storage.js';
import {
  DepositDeduction,
  DepositPhoto,
  DepositReport,
  DepositSettlement,
  type ReportRoom,
} from './entities/deposit.entity.js';
import { Tenancy } from './entities/tenancy.entity.js';
import { seedPayout } from './tenancies.seed.js';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

/** Noon in Lagos on a WAT calendar day. */
const lagosNoon = (day: string) => new Date(`${day}T12:00:00+01:00`);

/** A room as the demo reports write it, with the colour of its photo. */
interface DemoRoom {
  name: string;
  condition: RoomCondition;
  notes: string;
  colour: string;
}

const CHECK_IN: DemoRoom[] = [
  {
    name: 'Living room',
    condition: 'good',
    notes: 'Freshly painted, tiles intact.',
    colour: '#d9cbb0',
  },
  {
    name: 'Kitchen',
    condition: 'good',
    notes: 'Worktop and cupboards complete.',
    colour: '#b8c7cf',
  },
  {
    name: 'Bathroom',
    condition: 'fair',
    notes: 'Grout slightly stained; mirror intact.',
    colour: '#c9d8d2',
  },
];
const CHECK_OUT: DemoRoom[] = [
  { name: 'Living room', condition: 'fair', notes: 'Light scuffs by the door.', colour: '#cfbf9f' },
  {
    name: 'Kitchen',
    condition: 'good',
    notes: 'Clean; all cupboard doors in place.',
    colour: '#aebdc6',
  },
  { name: 'Bathroom', condition: 'damaged', notes: 'Mirror cracked across.', colour: '#9fb3ab' },
];

/**
 * The caution deposits of the demo's ended tenancies, returned as the rules return them: the
 * demo tenant's in part after a deduction they accepted (a payout to the landlord and a refund,
 * with both reports), one other renter's disputed and waiting in the console, and the rest in
 * full by the 14-day rule — each refund a Refund record, each movement in the ledger. Runs after
 * the tenancies seed.
 */
export async function seedDeposits(m: EntityManager, users: Map<string, User>): Promise<void> {
  const demoTenant = users.get('tenant@example.com');
  const ended = await m.getRepository(Tenancy).find({
    where: { state: 'ended' },
    order: { endDate: 'DESC', id: 'ASC' },
  });
  let disputed = false;
  for (const tenancy of ended) {
    if (tenancy.money.securityDeposit <= 0) continue;
    if (tenancy.tenantId === demoTenant?.id) {
      await withReports(m, tenancy);
      await deduct(m, tenancy, 'accepted');
    } else if (!disputed) {
      disputed = true;
      await withReports(m, tenancy);
      await deduct(m, tenancy, 'disputed');
    } else {
      await settle(m, tenancy, 0, lagosNoon(addDays(tenancy.endDate!, 15)));
    }
  }
}

/** The check-in and check-out reports of a tenancy, signed by both, with a photo a room. */
async function withReports(m: EntityManager, tenancy: Tenancy): Promise<void> {
  const storage = getSeedStorage();
  if (!storage) throw new Error('Storage is not ready; the deposits seed keeps photos');
  const rooms = async (list: DemoRoom[], at: Date): Promise<ReportRoom[]> => {
    const out: ReportRoom[] = [];
    for (const room of list) {
      const bytes = await sharp({
        create: { width: 480, height: 360, channels: 3, background: room.colour },
      })
        .jpeg({ quality: 70 })
        .toBuffer();
      const storageKey = `${PRIVATE_FILES_PREFIX}deposit/${randomUUID()}.jpg`;
      await storage.put(storageKey, bytes, 'image/jpeg');
      const photo = await m.getRepository(DepositPhoto).save(
        m.getRepository(DepositPhoto).create({
          tenancyId: tenancy.id,
          party: 'tenant',
          storageKey,
          mimeType: 'image/jpeg',
          size: bytes.length,
          fileName: `${room.name.toLowerCase().replace(/ /g, '-')}.jpg`,
          createdAt: at,
        }),
      );
      out.push({
        name: room.name,
        condition: room.condition,
        notes: room.notes,
        photoIds: [photo.id],
      });
    }
    return out;
  };
  const movedIn = lagosNoon(addDays(tenancy.moveInDate!, 1));
  const movedOut = lagosNoon(tenancy.endDate!);
  const repo = m.getRepository(DepositReport);
  await repo.save([
    repo.create({
      tenancyId: tenancy.id,
      kind: 'check_in',
      rooms: await rooms(CHECK_IN, movedIn),
      landlordRooms: [],
      tenantSignedAt: movedIn,
      landlordSignedAt: new Date(movedIn.getTime() + 5 * HOUR),
      stoodAt: null,
      createdAt: movedIn,
      updatedAt: movedIn,
    }),
    repo.create({
      tenancyId: tenancy.id,
      kind: 'check_out',
      rooms: await rooms(CHECK_OUT, movedOut),
      landlordRooms: [
        {
          name: 'Bathroom',
          condition: 'damaged',
          notes: 'Mirror cracked; it was whole at check-in (see its photo).',
          photoIds: [],
        },
      ],
      tenantSignedAt: movedOut,
      landlordSignedAt: new Date(movedOut.getTime() + 3 * HOUR),
      stoodAt: null,
      createdAt: movedOut,
      updatedAt: movedOut,
    }),
  ]);
}

/**
 * The landlord's deductions two days after the move-out: a cracked mirror, and (`disputed`)
 * repainting the tenant disputes as normal wear. Accepted, the deposit is settled the next day.
 */
async function deduct(
  m: EntityManager,
  tenancy: Tenancy,
  answer: 'accepted' | 'disputed',
): Promise<void> {
  const deposit = tenancy.money.securityDeposit;
  const mirror = Math.min(45_000, Math.floor(deposit / 4));
  const paint = Math.min(120_000, Math.floor(deposit / 3));
  const proposedAt = lagosNoon(addDays(tenancy.endDate!, 2));
  const answeredAt = new Date(proposedAt.getTime() + DAY);
  const repo = m.getRepository(DepositDeduction);
  const evidence = await m.getRepository(DepositPhoto).find({
    where: { tenancyId: tenancy.id },
    order: { createdAt: 'ASC' },
  });
  // The check-out's photo of each room is the later of its two.
  const atCheckOut = (file: string) =>
    evidence
      .filter((p) => p.fileName === file)
      .slice(-1)
      .map((p) => p.id);
  const bathroom = atCheckOut('bathroom.jpg');
  await repo.save(
    repo.create({
      tenancyId: tenancy.id,
      amount: mirror,
      reason: 'Replace the cracked bathroom mirror (whole at check-in, cracked at check-out).',
      room: 'Bathroom',
      photoIds: bathroom,
      state: 'accepted',
      respondBy: new Date(proposedAt.getTime() + 7 * DAY),
      respondedAt: answeredAt,
      createdAt: proposedAt,
    }),
  );
  if (answer === 'accepted') {
    await settle(m, tenancy, mirror, new Date(answeredAt.getTime() + HOUR));
    return;
  }
  const living = atCheckOut('living-room.jpg');
  await repo.save(
    repo.create({
      tenancyId: tenancy.id,
      amount: paint,
      reason: 'Repaint the living room: scuffed walls by the door.',
      room: 'Living room',
      photoIds: living,
      state: 'disputed',
      disputeReason:
        'Light scuffs after a year are normal wear, which the agreement says is never deducted.',
      respondBy: new Date(proposedAt.getTime() + 7 * DAY),
      respondedAt: answeredAt,
      createdAt: new Date(proposedAt.getTime() + 1000),
    }),
  );
  await m.getRepository(DepositSettlement).save(
    m.getRepository(DepositSettlement).create({
      tenancyId: tenancy.id,
      amount: deposit,
      state: 'disputed',
      disputedAt: answeredAt,
      createdAt: proposedAt,
      updatedAt: answeredAt,
    }),
  );
}

/**
 * The deposit settled at `at`: `kept` paid out to the landlord (paid an hour later), the rest
 * refunded to the tenant by a processed refund; every movement in the ledger.
 */
async function settle(m: EntityManager, tenancy: Tenancy, kept: number, at: Date): Promise<void> {
  const ledger = new LedgerService();
  const payment = await m.getRepository(Payment).findOneByOrFail({ id: tenancy.paymentId });
  const deposit = tenancy.money.securityDeposit;
  let payoutId: string | null = null;
  if (kept > 0) {
    const payout = await seedPayout(
      m,
      tenancy,
      payment,
      'deposit',
      'Caution deposit deductions',
      kept,
      at,
      true,
    );
    await ledger.record(m, releaseEntry(payout, payment, kept, at));
    await ledger.record(m, payoutEntry(payout, payout.paidAt!));
    payoutId = payout.id;
  }
  const processedAt = new Date(at.getTime() + 2 * HOUR);
  const refund = await m.getRepository(Refund).save(
    m.getRepository(Refund).create({
      paymentId: payment.id,
      tenantId: tenancy.tenantId,
      amount: deposit - kept,
      reason: 'deposit_returned',
      status: 'processed',
      automatic: true,
      decidedAt: at,
      gatewayRefundId: `demo-deposit-${payment.reference}`.slice(0, 64),
      gatewayStatus: 'processed',
      processedAt,
      createdAt: at,
      updatedAt: processedAt,
    }),
  );
  await ledger.recordRefund(m, payment, refund);
  await m.getRepository(DepositSettlement).save(
    m.getRepository(DepositSettlement).create({
      tenancyId: tenancy.id,
      amount: deposit,
      state: 'settled',
      landlordAmount: kept,
      tenantAmount: deposit - kept,
      payoutId,
      refundId: refund.id,
      settledAt: at,
      createdAt: at,
      updatedAt: at,
    }),
  );
}
