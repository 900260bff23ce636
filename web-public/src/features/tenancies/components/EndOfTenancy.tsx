import { useState } from 'react';
import { Alert, Button, Input, Modal, Select } from 'antd';
import { LogoutOutlined, ReloadOutlined } from '@ant-design/icons';
import {
  DEFAULT_TENANCY_RULES,
  formatDate,
  formatNaira,
  lagosToday,
  noticeMoveOutDate,
  plural,
  statutoryNotice,
  TENANCY_NOTICE_REASON_MAX_LENGTH,
  type TenancyDto,
  type TenancyRenewalDto,
} from '@rentnaija/shared';
import { errorMessage } from '../../../api/errors';
import { LinkButton } from '../../../components/LinkButton';
import { NairaInput } from '../../../components/NairaInput';
import { toast } from '../../../components/toast';
import { useAuth } from '../../auth';
import { readableDate } from '../lib';
import { useAnswerRenewal, useGiveNotice, useOfferRenewal, useRelist } from '../queries';

type Party = 'tenant' | 'landlord';

const TERM_CHOICES = Array.from({ length: DEFAULT_TENANCY_RULES.maxAdvanceMonths }, (_, i) => ({
  value: i + 1,
  label: plural(i + 1, 'month'),
}));

const payBefore = (r: TenancyRenewalDto) =>
  `You'll be asked to pay the new term's rent before ${readableDate(r.startsOn)}.`;

/** 'Give notice', with a dialog that says when the tenancy ends and who is told. */
function GiveNotice({ tenancy: t, viewer }: { tenancy: TenancyDto; viewer: Party }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const give = useGiveNotice(t.id);
  const ends = readableDate(noticeMoveOutDate(t, lagosToday()));
  const other = viewer === 'tenant' ? 'landlord' : 'tenant';
  const confirm = () =>
    give.mutate(reason.trim(), {
      onSuccess: () => {
        setOpen(false);
        toast.success(`Notice given: the tenancy ends on ${ends}.`);
      },
      onError: (err) => toast.error(errorMessage(err, 'Failed to give notice')),
    });
  return (
    <>
      <p className="rn-muted">
        Either of you may end the tenancy with {statutoryNotice(t.termMonths)} of notice (Tenancy
        Law of Lagos State 2011), or on the end date if that comes first.
      </p>
      <Button onClick={() => setOpen(true)}>Give notice</Button>
      <Modal
        open={open}
        title="Give notice?"
        okText="Give notice"
        okButtonProps={{ danger: true }}
        confirmLoading={give.isPending}
        onOk={confirm}
        onCancel={() => setOpen(false)}
      >
        <p>
          {viewer === 'tenant' ? 'Your' : 'This'} tenancy will end on {ends}; the {other} will be
          told.
        </p>
        <Input.TextArea
          aria-label="Reason (optional)"
          placeholder="Reason (optional)"
          rows={3}
          maxLength={TENANCY_NOTICE_REASON_MAX_LENGTH}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </Modal>
    </>
  );
}

/** The notice given: who gave it, the move-out date, and the landlord's relisting. */
function NoticeState({ tenancy: t, viewer }: { tenancy: TenancyDto; viewer: Party }) {
  const relist = useRelist(t.id);
  const notice = t.notice!;
  const moveOut = readableDate(notice.moveOutDate);
  const by = notice.givenBy === viewer ? 'You' : `The ${notice.givenBy}`;
  return (
    <>
      <Alert
        type="info"
        showIcon
        title={`${by} gave notice on ${formatDate(notice.givenAt)}: the tenancy ends on ${moveOut}.`}
        description={notice.reason ? `Reason: ${notice.reason}` : undefined}
      />
      {viewer === 'landlord' &&
        (notice.relistConfirmedAt ? (
          <p>Your home is listed as available from {moveOut}.</p>
        ) : (
          <>
            <p className="rn-muted">
              Put the home back on the market from the move-out date, or it goes inactive when the
              tenancy ends.
            </p>
            <Button
              type="primary"
              loading={relist.isPending}
              onClick={() =>
                relist.mutate(undefined, {
                  onSuccess: () => toast.success(`Listed as available from ${moveOut}.`),
                  onError: (err) => toast.error(errorMessage(err, 'Failed to relist the home')),
                })
              }
            >
              Relist from {moveOut}
            </Button>
          </>
        ))}
    </>
  );
}

/** The landlord's offer: a new monthly rent and term, from 60 days before the end date. */
function RenewalOffer({ tenancy: t }: { tenancy: TenancyDto }) {
  const [rent, setRent] = useState<number | null>(t.fees.price);
  const [termMonths, setTermMonths] = useState(t.termMonths);
  const offer = useOfferRenewal(t.id);
  if (t.renewalOpensOn && lagosToday() < t.renewalOpensOn) {
    return (
      <p className="rn-muted">You can offer a renewal from {readableDate(t.renewalOpensOn)}.</p>
    );
  }
  const submit = () => {
    if (!rent || rent < 1) return toast.error('Enter the new monthly rent');
    offer.mutate(
      { rent, termMonths },
      {
        onSuccess: () => toast.success('Renewal offered: the tenant is told.'),
        onError: (err) => toast.error(errorMessage(err, 'Failed to offer the renewal')),
      },
    );
  };
  return (
    <div className="rt-renewal">
      <label>
        New monthly rent
        <NairaInput aria-label="New monthly rent" min={1} value={rent} onChange={setRent} />
      </label>
      <label>
        New term
        <Select
          aria-label="New term"
          value={termMonths}
          onChange={setTermMonths}
          options={TERM_CHOICES}
        />
      </label>
      <Button type="primary" loading={offer.isPending} onClick={submit}>
        Offer renewal
      </Button>
    </div>
  );
}

/** The renewal: the landlord's form or open offer, the tenant's answer, or the outcome. */
function Renewal({ tenancy: t, viewer }: { tenancy: TenancyDto; viewer: Party }) {
  const answer = useAnswerRenewal(t.id);
  const r = t.renewal;
  const terms = r
    ? `${formatNaira(r.rent)} a month for ${plural(r.termMonths, 'month')}, to ${readableDate(r.endsOn)}`
    : '';
  const respond = (choice: 'accept' | 'decline') =>
    answer.mutate(choice, {
      onSuccess: () =>
        toast.success(choice === 'accept' ? 'Renewal accepted.' : 'Renewal declined.'),
      onError: (err) => toast.error(errorMessage(err, 'Failed to answer the renewal')),
    });
  if (r?.state === 'open') {
    return viewer === 'tenant' ? (
      <>
        <p>Your landlord offers to renew: {terms}.</p>
        <p className="rn-muted">{payBefore(r)}</p>
        <div className="rt-actions">
          <Button type="primary" loading={answer.isPending} onClick={() => respond('accept')}>
            Accept renewal
          </Button>
          <Button disabled={answer.isPending} onClick={() => respond('decline')}>
            Decline
          </Button>
        </div>
      </>
    ) : (
      <p>Renewal offered: {terms}. Waiting for the tenant's answer.</p>
    );
  }
  return (
    <>
      {r?.state === 'accepted' && (
        <p>
          Renewed: {terms}.{' '}
          {viewer === 'tenant'
            ? payBefore(r)
            : `The tenant will be asked to pay the new term's rent before ${readableDate(r.startsOn)}.`}
        </p>
      )}
      {r?.state === 'declined' && <p className="rn-muted">The last renewal offer was declined.</p>}
      {viewer === 'tenant' && !r && (
        <p className="rn-muted">
          {t.renewalOpensOn && lagosToday() < t.renewalOpensOn
            ? `Your landlord can offer to renew from ${readableDate(t.renewalOpensOn)}: you will be told.`
            : 'No renewal offered yet: you will be told when your landlord offers one.'}
        </p>
      )}
      {viewer === 'landlord' && r?.state !== 'accepted' && <RenewalOffer tenancy={t} />}
    </>
  );
}

/**
 * The end of the tenancy and its renewal, for its tenant and landlord: giving notice (with what
 * it does), the notice given and the landlord's relisting, the renewal offer and its answer, and
 * once ended, that the caution deposit stays held.
 */
export function EndOfTenancy({ tenancy: t }: { tenancy: TenancyDto }) {
  const { user } = useAuth();
  const viewer: Party | null =
    user?.id === t.tenant.id ? 'tenant' : user?.id === t.landlord.id ? 'landlord' : null;
  if (!viewer || (t.state !== 'active' && t.state !== 'ended')) return null;
  const deposit = formatNaira(t.fees.securityDeposit);
  return (
    <section className="rn-card" aria-labelledby="rt-end-title">
      <h2 id="rt-end-title" className="rt-section-title">
        <LogoutOutlined aria-hidden="true" /> {t.state === 'ended' ? 'Tenancy ended' : 'Notice'}
      </h2>
      {t.state === 'ended' ? (
        <>
          <p>
            This tenancy ended on{' '}
            {t.notice
              ? readableDate(t.notice.moveOutDate)
              : t.endDate
                ? readableDate(t.endDate)
                : formatDate(t.endedAt ?? t.updatedAt)}
            .
          </p>
          {viewer === 'landlord' && !t.notice?.relistConfirmedAt && (
            <p>
              Your home went inactive when the tenancy ended.{' '}
              <LinkButton to="/property-management">Relist it in My Properties</LinkButton>
            </p>
          )}
          {t.fees.securityDeposit > 0 && (
            <Alert
              type="info"
              showIcon
              title={`The caution deposit of ${deposit} stays held by RentNaija.`}
              description="The check-out report, any deductions and their answers, and its return are on the Deposit and Reports tabs."
            />
          )}
        </>
      ) : t.notice ? (
        <NoticeState tenancy={t} viewer={viewer} />
      ) : (
        <>
          <GiveNotice tenancy={t} viewer={viewer} />
          <h3 className="rt-subtitle">
            <ReloadOutlined aria-hidden="true" /> Renewal
          </h3>
          <Renewal tenancy={t} viewer={viewer} />
        </>
      )}
    </section>
  );
}
