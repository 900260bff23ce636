import { Alert, Button, Form, InputNumber, Radio, Rate, Select } from 'antd';
import { StarOutlined } from '@ant-design/icons';
import {
  AS_ADVERTISED_ANSWERS,
  AS_ADVERTISED_LABELS,
  POWER_BACKUP_LABELS,
  POWER_BACKUPS,
  REVIEW_CATEGORIES,
  REVIEW_CATEGORY_LABELS,
  REVIEW_MESSAGES,
  REVIEW_STAGE_LABELS,
  type ReviewStage,
} from '@rentnaija/shared';
import { useState } from 'react';
import { ApiError, errorMessage } from '../../../api/errors';
import { ReviewTextField } from '../../../components/ReviewTextField';
import { toast } from '../../../components/toast';
import { type ReviewBody, useSubmitReview } from '../queries';

type Values = Omit<ReviewBody, 'stage'>;

/**
 * 'Review this home': the tenant rates power, water, security and the landlord's
 * responsiveness, says whether the home was as advertised, adds power details if they like, and
 * writes about it. Shown only for the stage the API says is open.
 */
export function ReviewForm({ tenancyId, stage }: { tenancyId: string; stage: ReviewStage }) {
  const [form] = Form.useForm<Values>();
  const [problem, setProblem] = useState<string | null>(null);
  const submit = useSubmitReview(tenancyId);
  const send = (values: Values) => {
    setProblem(null);
    submit.mutate(
      {
        ...values,
        stage,
        powerGridHours: values.powerGridHours ?? null,
        powerBackup: values.powerBackup ?? null,
        text: values.text.trim(),
      },
      {
        onSuccess: () =>
          toast.success('Thank you. Your review shows on the listing as a verified tenancy.'),
        onError: (err) => {
          if (err instanceof ApiError && err.details?.length) {
            form.setFields(
              err.details.map((d) => ({ name: d.field as keyof Values, errors: [d.message] })),
            );
          } else setProblem(errorMessage(err, 'Failed to send your review'));
        },
      },
    );
  };
  return (
    <section className="rn-card rr-form" aria-labelledby="rr-form-title">
      <h2 id="rr-form-title" className="rt-section-title">
        <StarOutlined aria-hidden="true" /> Review this home
      </h2>
      <p className="rn-muted">
        {REVIEW_STAGE_LABELS[stage]}. Your review shows on the listing and the landlord’s profile as
        a verified tenancy, with your first name and the initial of your last name.
      </p>
      <Form form={form} layout="vertical" onFinish={send} requiredMark={false}>
        <div className="rr-form__stars">
          {REVIEW_CATEGORIES.map((c) => (
            <Form.Item
              key={c}
              name={c}
              label={REVIEW_CATEGORY_LABELS[c]}
              rules={[
                { required: true, message: REVIEW_MESSAGES.stars(REVIEW_CATEGORY_LABELS[c]) },
              ]}
            >
              <Rate aria-label={REVIEW_CATEGORY_LABELS[c]} />
            </Form.Item>
          ))}
        </div>
        <Form.Item
          name="asAdvertised"
          label="Was the home as advertised?"
          rules={[{ required: true, message: REVIEW_MESSAGES.asAdvertised }]}
        >
          <Radio.Group
            aria-label="Was the home as advertised?"
            optionType="button"
            options={AS_ADVERTISED_ANSWERS.map((a) => ({
              value: a,
              label: AS_ADVERTISED_LABELS[a],
            }))}
          />
        </Form.Item>
        <div className="rr-form__power">
          <Form.Item name="powerGridHours" label="Hours of grid power a day (optional)">
            <InputNumber aria-label="Hours of grid power a day" min={0} max={24} precision={0} />
          </Form.Item>
          <Form.Item name="powerBackup" label="Backup (optional)">
            <Select
              aria-label="Power backup"
              allowClear
              placeholder="Choose"
              options={POWER_BACKUPS.map((b) => ({ value: b, label: POWER_BACKUP_LABELS[b] }))}
            />
          </Form.Item>
        </div>
        <ReviewTextField
          messages={REVIEW_MESSAGES}
          rows={5}
          placeholder="What was it like to live there? Power, water, neighbours, how the landlord handled repairs…"
        />
        {problem && <Alert type="error" showIcon title={problem} role="alert" />}
        <Button type="primary" htmlType="submit" loading={submit.isPending}>
          Publish review
        </Button>
      </Form>
    </section>
  );
}
