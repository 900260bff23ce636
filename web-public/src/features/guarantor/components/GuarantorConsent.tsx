import { useState } from 'react';
import { Alert, Button, Form, Input, Skeleton } from 'antd';
import {
  CheckCircleFilled,
  ClockCircleOutlined,
  CloseCircleFilled,
  EnvironmentOutlined,
  SafetyCertificateOutlined,
} from '@ant-design/icons';
import {
  formatDate,
  formatDateTime,
  formatNaira,
  type GuarantorAnswerResponse,
  type GuarantorDecision,
  type GuarantorRequestDto,
} from '@rentnaija/shared';
import { ApiError, errorMessage, hasCode } from '../../../api/errors';
import { ErrorState } from '../../../components/QueryStates';
import { LinkButton } from '../../../components/LinkButton';
import { useAnswerGuarantor, useGuarantorRequest } from '../queries';
import '../guarantor.css';

/** A link that cannot be answered any more: used, expired, or not a link of ours. */
function ClosedLink({ error }: { error: unknown }) {
  const used = hasCode(error, 'GUARANTOR_LINK_USED');
  const expired = hasCode(error, 'GUARANTOR_LINK_EXPIRED');
  return (
    <div className="rn-card rn-guarantor__closed" role="status">
      <span
        className={`rn-guarantor__closed-icon${used ? ' rn-guarantor__closed-icon--ok' : ''}`}
        aria-hidden="true"
      >
        {used ? <CheckCircleFilled /> : <ClockCircleOutlined />}
      </span>
      <h1 className="rn-guarantor__title">
        {used
          ? 'This request has been answered'
          : expired
            ? 'This link has expired'
            : 'This link is not valid'}
      </h1>
      <p className="rn-muted">{errorMessage(error)}</p>
      <LinkButton to="/">Go to RentNaija</LinkButton>
    </div>
  );
}

function Answered({ answer }: { answer: GuarantorAnswerResponse }) {
  const confirmed = answer.status === 'confirmed';
  return (
    <div className="rn-card rn-guarantor__closed" role="status">
      <span
        className={`rn-guarantor__closed-icon${confirmed ? ' rn-guarantor__closed-icon--ok' : ''}`}
        aria-hidden="true"
      >
        {confirmed ? <CheckCircleFilled /> : <CloseCircleFilled />}
      </span>
      <h1 className="rn-guarantor__title">
        {confirmed ? 'You are the guarantor' : 'You declined'}
      </h1>
      <p>{answer.message}</p>
      <p className="rn-muted">Recorded {formatDateTime(answer.respondedAt)}.</p>
    </div>
  );
}

function Request({ token, request }: { token: string; request: GuarantorRequestDto }) {
  const [form] = Form.useForm<{ fullName: string }>();
  const answer = useAnswerGuarantor(token);
  const [decision, setDecision] = useState<GuarantorDecision | null>(null);

  async function send(choice: GuarantorDecision) {
    try {
      const { fullName } = await form.validateFields();
      setDecision(choice);
      await answer.mutateAsync({ decision: choice, fullName });
    } catch (err) {
      if (hasCode(err, 'GUARANTOR_NAME_MISMATCH') && err instanceof ApiError) {
        form.setFields([{ name: 'fullName', errors: [err.message] }]);
      }
    }
  }

  if (answer.data) return <Answered answer={answer.data} />;
  if (hasCode(answer.error, 'GUARANTOR_LINK_USED', 'GUARANTOR_LINK_EXPIRED')) {
    return <ClosedLink error={answer.error} />;
  }
  const firstName = request.applicantName.split(' ')[0];
  return (
    <article className="rn-guarantor" aria-labelledby="guarantor-title">
      <header className="rn-guarantor__head">
        <span className="rn-guarantor__eyebrow">
          <SafetyCertificateOutlined aria-hidden="true" /> Guarantor request
        </span>
        <h1 id="guarantor-title" className="rn-guarantor__title">
          {request.applicantName} named you as their guarantor
        </h1>
        <p className="rn-muted">
          They gave your relationship as <strong>{request.relationship}</strong>. Answer by{' '}
          {formatDate(request.expiresAt)}; this link works once.
        </p>
      </header>

      <section className="rn-card rn-guarantor__home" aria-label="The home">
        <h2 className="rn-guarantor__home-title">{request.property.title}</h2>
        <p className="rn-muted rn-guarantor__place">
          <EnvironmentOutlined aria-hidden="true" /> {request.property.location}
        </p>
        <dl className="rn-guarantor__money">
          <div>
            <dt>To move in</dt>
            <dd>{formatNaira(request.moveInTotal)}</dd>
          </div>
          <div>
            <dt>Then each month</dt>
            <dd>{formatNaira(request.monthly)}</dd>
          </div>
        </dl>
      </section>

      <section className="rn-card" aria-labelledby="commitments-title">
        <h2 id="commitments-title" className="rn-guarantor__section-title">
          What a guarantor commits to
        </h2>
        <ul className="rn-guarantor__commitments">
          {request.commitments.map((c) => (
            <li key={c}>
              <CheckCircleFilled aria-hidden="true" />
              {c}
            </li>
          ))}
        </ul>
        <p className="rn-muted">
          If you do not know {firstName}, or do not want to stand for them, decline: nothing is
          asked of you.
        </p>
      </section>

      <section className="rn-card" aria-labelledby="answer-title">
        <h2 id="answer-title" className="rn-guarantor__section-title">
          Your answer
        </h2>
        <Form form={form} layout="vertical" requiredMark={false} noValidate>
          <Form.Item
            name="fullName"
            label="Your full name"
            extra={`As ${firstName} gave it on the application.`}
            rules={[{ required: true, whitespace: true, message: 'Your full name is required' }]}
          >
            <Input autoComplete="name" maxLength={100} size="large" />
          </Form.Item>
          {answer.isError && !hasCode(answer.error, 'GUARANTOR_NAME_MISMATCH') && (
            <Alert
              type="error"
              showIcon
              style={{ marginBottom: 16 }}
              title={errorMessage(answer.error)}
            />
          )}
          <div className="rn-guarantor__actions">
            <Button
              type="primary"
              size="large"
              loading={answer.isPending && decision === 'confirm'}
              disabled={answer.isPending}
              onClick={() => void send('confirm')}
            >
              Confirm, I am the guarantor
            </Button>
            <Button
              danger
              size="large"
              loading={answer.isPending && decision === 'decline'}
              disabled={answer.isPending}
              onClick={() => void send('decline')}
            >
              Decline
            </Button>
          </div>
        </Form>
      </section>
    </article>
  );
}

/** The guarantor's consent page: who named them, for which home, and their answer. */
export function GuarantorConsent({ token }: { token: string }) {
  const request = useGuarantorRequest(token);
  if (request.status === 'pending') {
    return (
      <div className="rn-guarantor" aria-busy="true">
        <Skeleton active paragraph={{ rows: 2 }} />
        <div className="rn-card">
          <Skeleton active paragraph={{ rows: 3 }} />
        </div>
        <div className="rn-card">
          <Skeleton active paragraph={{ rows: 4 }} />
        </div>
      </div>
    );
  }
  if (request.status === 'error') {
    if (
      hasCode(
        request.error,
        'GUARANTOR_LINK_USED',
        'GUARANTOR_LINK_EXPIRED',
        'GUARANTOR_LINK_NOT_FOUND',
      )
    ) {
      return <ClosedLink error={request.error} />;
    }
    return (
      <ErrorState
        title="We could not load this request"
        error={request.error}
        onRetry={() => void request.refetch()}
      />
    );
  }
  return <Request token={token} request={request.data} />;
}
