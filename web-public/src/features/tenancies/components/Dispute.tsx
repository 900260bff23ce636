import { Alert, Button } from 'antd';
import { MessageOutlined } from '@ant-design/icons';
import { formatDateTime, formatNaira, type TenancyDto } from '@rentnaija/shared';
import { toast } from '../../../components/toast';
import { releasable } from '../lib';
import { useAnswerDispute } from '../queries';
import { DisputePhotos } from './DisputePhotos';
import { StatementFields, useStatement } from './Statement';

type Dispute = NonNullable<TenancyDto['dispute']>;

/** What staff decided, with its amounts, as each party reads it. */
export function decisionWords(t: TenancyDto, d: Dispute, party: 'tenant' | 'landlord' | null) {
  const refund = formatNaira(d.refundAmount ?? 0);
  const released = formatNaira(releasable(t) - (d.refundAmount ?? 0));
  const you = party === 'tenant';
  const landlord = party === 'landlord';
  switch (d.decision) {
    case 'refund_full':
      return you
        ? `Your move-in payment of ${refund} is refunded in full; the tenancy is cancelled.`
        : `The move-in payment of ${refund} is refunded to the tenant in full; the tenancy is cancelled.`;
    case 'refund_partial':
      return you
        ? `${refund} is refunded to you and ${released} of rent and fees is released to the landlord.`
        : landlord
          ? `${released} of rent and fees is released to you and ${refund} is refunded to the tenant.`
          : `${refund} is refunded to the tenant and ${released} released to the landlord.`;
    case 'release':
      return landlord
        ? `The rent and fees (${released}) are released to you.`
        : `Nothing is refunded: the rent and fees (${released}) are released to the landlord.`;
    default:
      return '';
  }
}

/** The landlord's answer to the report, with photos, until staff decide. */
function AnswerForm({ tenancy: t, answered }: { tenancy: TenancyDto; answered: boolean }) {
  const answer = useAnswerDispute(t.id);
  const statement = useStatement('Say what you want RentNaija to know');
  return (
    <div className="rt-answer">
      <h3 className="rt-subtitle">{answered ? 'Change your answer' : 'Your side'}</h3>
      <p className="rn-muted">
        Tell RentNaija what happened and add photos if they help. {t.tenant.name} reads your answer
        too. We decide after reading both sides.
      </p>
      <StatementFields statement={statement} label="Your answer" busy={answer.isPending} />
      <Button
        type="primary"
        loading={answer.isPending}
        onClick={() =>
          statement.send(answer.mutate, 'Failed to send your answer', () =>
            toast.success('Answer sent. The tenant is told.'),
          )
        }
      >
        {answered ? 'Send the new answer' : 'Send my answer'}
      </Button>
    </div>
  );
}

/**
 * The problem reported at move-in on the tenancy page: the tenant's words and photos, the
 * landlord's answer (and, for the landlord while it is open, the form to give it), and staff's
 * decision with its amounts once made.
 */
export function DisputePanel({ tenancy: t, viewer }: { tenancy: TenancyDto; viewer: string }) {
  const d = t.dispute;
  if (!d) return null;
  const party = viewer === t.tenant.id ? 'tenant' : viewer === t.landlord.id ? 'landlord' : null;
  const answered = d.landlordWords !== null;
  return (
    <section className="rn-card rt-dispute" aria-labelledby="rt-dispute-title">
      <h2 id="rt-dispute-title" className="rt-section-title">
        <MessageOutlined aria-hidden="true" /> The problem reported
      </h2>
      {d.state === 'decided' ? (
        <Alert
          type="info"
          showIcon
          title={`RentNaija decided${d.decidedAt ? ` on ${formatDateTime(d.decidedAt)}` : ''}`}
          description={
            <>
              <p className="rt-words">{decisionWords(t, d, party)}</p>
              {d.decisionReason && <p className="rt-words">Reason: {d.decisionReason}</p>}
            </>
          }
        />
      ) : (
        <p className="rn-muted">
          The rent and fees stay held until RentNaija decides, after reading both sides.
        </p>
      )}

      <h3 className="rt-subtitle">
        {party === 'tenant' ? 'What you reported' : `What ${t.tenant.name} reported`}
      </h3>
      <p className="rn-muted rt-when">{formatDateTime(d.createdAt)}</p>
      <p className="rt-words">{d.tenantWords}</p>
      <DisputePhotos tenancyId={t.id} photos={d.tenantPhotos} label="The tenant’s photos" />

      <h3 className="rt-subtitle">
        {party === 'landlord' ? 'Your answer' : `${t.landlord.name}’s answer`}
      </h3>
      {answered ? (
        <>
          {d.landlordRespondedAt && (
            <p className="rn-muted rt-when">{formatDateTime(d.landlordRespondedAt)}</p>
          )}
          <p className="rt-words">{d.landlordWords}</p>
          <DisputePhotos tenancyId={t.id} photos={d.landlordPhotos} label="The landlord’s photos" />
        </>
      ) : (
        <p className="rn-muted">
          {party === 'landlord'
            ? 'You have not answered yet.'
            : 'No answer yet. You will be told when the landlord answers.'}
        </p>
      )}
      {party === 'landlord' && d.state === 'open' && <AnswerForm tenancy={t} answered={answered} />}
    </section>
  );
}
