import { Button, Popconfirm } from 'antd';
import { KeyOutlined, WarningOutlined } from '@ant-design/icons';
import { formatNaira, HANDOVER_RELEASE_HOURS, type TenancyDto } from '@rentnaija/shared';
import { errorMessage } from '../../../api/errors';
import { toast } from '../../../components/toast';
import { handoverOpen, problemOpen, releasable } from '../lib';
import { useHandOver, useReportProblem } from '../queries';
import { StatementFields, useStatement } from './Statement';

/** 'I have the keys', from the move-in date, with what it sets in motion. */
export function HandoverCard({ tenancy: t }: { tenancy: TenancyDto }) {
  const handOver = useHandOver(t.id);
  if (!handoverOpen(t)) return null;
  return (
    <section className="rn-card" aria-labelledby="rt-handover-title">
      <h2 id="rt-handover-title" className="rt-section-title">
        <KeyOutlined aria-hidden="true" /> Moving in today?
      </h2>
      <p className="rn-muted">
        Confirm once you have the keys and the home is as advertised. If something is wrong, report
        a problem instead: the money stays held.
      </p>
      <Popconfirm
        title="Confirm you have the keys?"
        description={`${formatNaira(releasable(t))} of rent and fees is released to ${t.landlord.name} ${HANDOVER_RELEASE_HOURS} hours from now unless you report a problem before then. The caution deposit stays held.`}
        okText="I have the keys"
        onConfirm={() =>
          handOver.mutate(undefined, {
            onSuccess: () => toast.success('Handover confirmed. Welcome home!'),
            onError: (err) => toast.error(errorMessage(err, 'Failed to confirm the handover')),
          })
        }
      >
        <Button type="primary" loading={handOver.isPending}>
          I have the keys
        </Button>
      </Popconfirm>
    </section>
  );
}

/** 'Report a problem' with photos, from the move-in date until the money is released. */
export function ProblemForm({ tenancy: t }: { tenancy: TenancyDto }) {
  const report = useReportProblem(t.id);
  const statement = useStatement('Say what is wrong');
  if (!problemOpen(t)) return null;
  const submit = () =>
    statement.send(report.mutate, 'Failed to report the problem', () =>
      toast.success('Problem reported. The money stays held while we look into it.'),
    );
  return (
    <section className="rn-card" aria-labelledby="rt-problem-title">
      <h2 id="rt-problem-title" className="rt-section-title">
        <WarningOutlined aria-hidden="true" /> Report a problem
      </h2>
      <p className="rn-muted">
        The home is not as advertised, or you could not get the keys? Tell us what is wrong and add
        photos: the release to the landlord stops and our team decides, after hearing both sides.
      </p>
      <StatementFields statement={statement} label="What is wrong" busy={report.isPending} />
      <Popconfirm
        title="Report this problem?"
        description="The money stays held and the tenancy is marked disputed until RentNaija decides."
        okText="Report"
        okButtonProps={{ danger: true }}
        onConfirm={submit}
      >
        <Button danger loading={report.isPending}>
          Report a problem
        </Button>
      </Popconfirm>
    </section>
  );
}
