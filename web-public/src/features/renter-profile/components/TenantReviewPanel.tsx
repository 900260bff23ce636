import { Alert, Button, Form, Radio, Rate } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import {
  TENANT_REVIEW_CATEGORIES,
  TENANT_REVIEW_CATEGORY_LABELS,
  TENANT_REVIEW_MESSAGES as M,
  type TenantReviewRequest,
} from '@rentnaija/shared';
import { useState } from 'react';
import { ApiError, errorMessage } from '../../../api/errors';
import { ReviewTextField } from '../../../components/ReviewTextField';
import { toast } from '../../../components/toast';
import { useAuth } from '../../auth';
import { useSubmitTenantReview, useTenantReview } from '../queries';
import { TenantReviewCard } from './ProfileParts';

/** The landlord's review form: three ratings, whether they would let again, and a text. */
function TenantReviewForm({ tenancyId, tenantName }: { tenancyId: string; tenantName: string }) {
  const [form] = Form.useForm<TenantReviewRequest>();
  const [problem, setProblem] = useState<string | null>(null);
  const submit = useSubmitTenantReview(tenancyId);
  const send = (values: TenantReviewRequest) => {
    setProblem(null);
    submit.mutate(
      { ...values, text: values.text.trim() },
      {
        onSuccess: () => toast.success('Thank you. Your review of your tenant is saved.'),
        onError: (err) => {
          if (err instanceof ApiError && err.details?.length) {
            form.setFields(
              err.details.map((d) => ({
                name: d.field as keyof TenantReviewRequest,
                errors: [d.message],
              })),
            );
          } else setProblem(errorMessage(err, 'Failed to save your review'));
        },
      },
    );
  };
  return (
    <Form form={form} layout="vertical" onFinish={send} requiredMark={false}>
      <div className="rr-form__stars">
        {TENANT_REVIEW_CATEGORIES.map((c) => (
          <Form.Item
            key={c}
            name={c}
            label={TENANT_REVIEW_CATEGORY_LABELS[c]}
            rules={[{ required: true, message: M.stars(TENANT_REVIEW_CATEGORY_LABELS[c]) }]}
          >
            <Rate aria-label={TENANT_REVIEW_CATEGORY_LABELS[c]} />
          </Form.Item>
        ))}
      </div>
      <Form.Item
        name="wouldLetAgain"
        label={`Would you let to ${tenantName} again?`}
        rules={[{ required: true, message: M.wouldLetAgain }]}
      >
        <Radio.Group
          aria-label="Would you let to this tenant again?"
          optionType="button"
          options={[
            { value: true, label: 'Yes' },
            { value: false, label: 'No' },
          ]}
        />
      </Form.Item>
      <ReviewTextField
        messages={M}
        rows={4}
        placeholder="How they paid, how they kept the home, how they were to deal with…"
      />
      {problem && <Alert type="error" showIcon title={problem} role="alert" />}
      <Button type="primary" htmlType="submit" loading={submit.isPending}>
        Save review
      </Button>
    </Form>
  );
}

/**
 * 'Review your tenant' on a tenancy's page, for its landlord only: the form once notice is given
 * or the tenancy has ended (the API decides), the review once written, else when it opens. Other
 * landlords see it only in an application of this tenant, and only if the tenant consents.
 */
export function TenantReviewPanel({
  tenancyId,
  landlordId,
  tenantName,
}: {
  tenancyId: string;
  landlordId: string;
  tenantName: string;
}) {
  const { user } = useAuth();
  const isLandlord = user?.id === landlordId;
  const review = useTenantReview(tenancyId, isLandlord);
  if (!isLandlord || !review.data) return null;
  const { canWrite, closedReason, review: written } = review.data;
  return (
    <section className="rn-card rr-form" aria-labelledby="rp-tenant-review-title">
      <h2 id="rp-tenant-review-title" className="rt-section-title">
        <UserOutlined aria-hidden="true" />{' '}
        {written ? 'Your review of your tenant' : 'Review your tenant'}
      </h2>
      {written ? (
        <ul className="rp-reviews">
          <TenantReviewCard review={written} />
        </ul>
      ) : canWrite ? (
        <>
          <p className="rn-muted">
            Other landlords see your review only when {tenantName} applies to their home and chooses
            to show it. It cannot be changed once saved.
          </p>
          <TenantReviewForm tenancyId={tenancyId} tenantName={tenantName} />
        </>
      ) : (
        <p className="rn-muted">{closedReason ?? M.notOpen}</p>
      )}
    </section>
  );
}
