import { useCallback, useRef, useState } from 'react';
import { Alert, Button, Form, Input, InputNumber, Select, Steps } from 'antd';
import type { Rule } from 'antd/es/form';
import {
  ArrowLeftOutlined,
  ArrowRightOutlined,
  SafetyCertificateOutlined,
} from '@ant-design/icons';
import {
  ADDRESS_DURATIONS,
  EMPLOYMENT_TYPES,
  GOVERNMENT_ID_TYPES,
  KYC_LIMITS,
  KYC_MESSAGES,
  KYC_STEPS,
  type KycDocumentDto,
  type KycField,
  kycFieldError,
  NATIONALITIES,
  NIGERIAN_STATES,
  NIN_LENGTH,
} from '@rentnaija/shared';
import { ApiError, errorMessage } from '../../../api/errors';
import { DocumentUpload, type StoredFile } from '../../../components/DocumentUpload';
import { toast } from '../../../components/toast';
import { allStepErrors, type KycFormValues, stepOf, toSubmitBody } from '../kycForm';
import { uploadKycDocument, useSubmitKyc } from '../queries';
import { useAuth } from '../../auth';
import { tokenStore } from '../../../api/tokens';

/** A signed-in session: an access token, or a refresh token to get one. */
const hasSession = () => !!(tokenStore.getAccessToken() || tokenStore.getRefreshToken());

/** antd rule running the shared rule of one field (the API applies the same one). */
function fieldRule(field: KycField): Rule {
  return ({ getFieldsValue }) => ({
    validator: () => {
      const message = kycFieldError(field, getFieldsValue(true) as KycFormValues);
      return message ? Promise.reject(new Error(message)) : Promise.resolve();
    },
  });
}

const options = (list: readonly { value: string; label: string }[]) =>
  list.map((o) => ({ value: o.value, label: o.label }));

/** The latest date of birth of someone who is 18 today, for the date picker's max. */
function adultMaxDate(today = new Date()): string {
  const d = new Date(today);
  d.setFullYear(d.getFullYear() - KYC_LIMITS.minAge);
  return d.toISOString().slice(0, 10);
}

const SHORT_TITLES = ['Personal', 'Employment', 'Address', 'Documents'];

/**
 * The four-step KYC form (personal details, employment, address, documents and NIN). Next checks
 * the current step's fields; Previous goes back; Submit is offered only on step 4 and is refused
 * while a document is still uploading or while any step has a missing or invalid field.
 */
export function KycForm({
  initial,
  documents,
  onCancel,
}: {
  initial: KycFormValues;
  /** Documents of a rejected submission, kept unless replaced. */
  documents?: { governmentId?: KycDocumentDto | null; proofOfResidency?: KycDocumentDto | null };
  onCancel?: () => void;
}) {
  const [form] = Form.useForm<KycFormValues>();
  const [step, setStep] = useState(0);
  const [alert, setAlert] = useState<string | null>(null);
  // Which documents are uploading, read when the user submits (a ref: a click right after an
  // upload finishes must not see the render before it).
  const busy = useRef(new Set<string>());
  const submit = useSubmitKyc();
  const { user } = useAuth();
  const top = useRef<HTMLDivElement>(null);

  const busyChange = useCallback(
    (name: string) => (isBusy: boolean) => {
      if (isBusy) busy.current.add(name);
      else busy.current.delete(name);
    },
    [],
  );
  const governmentBusy = useCallback((b: boolean) => busyChange('government')(b), [busyChange]);
  const residencyBusy = useCallback((b: boolean) => busyChange('residency')(b), [busyChange]);

  const goTo = (next: number) => {
    setStep(next);
    setAlert(null);
    top.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  };

  async function next() {
    try {
      await form.validateFields([...KYC_STEPS[step].fields]);
      goTo(step + 1);
    } catch {
      // The fields show their own messages.
    }
  }

  /** Shows the errors of `step` on its fields (after moving there, so they are mounted). */
  function showErrors(targetStep: number, errors: Partial<Record<string, string>>) {
    goTo(targetStep);
    setTimeout(() =>
      form.setFields(
        Object.entries(errors).map(([name, message]) => ({
          name: name as KycField,
          errors: [message ?? ''],
        })),
      ),
    );
  }

  async function onSubmit() {
    if (busy.current.size > 0) {
      setAlert(KYC_MESSAGES.waitForUploads);
      return;
    }
    const values = form.getFieldsValue(true) as KycFormValues;
    const { errors, firstStep } = allStepErrors(values);
    if (firstStep >= 0) {
      showErrors(firstStep, errors[firstStep]);
      setAlert(KYC_MESSAGES.completeAllFields);
      return;
    }
    try {
      await submit.mutateAsync(toSubmitBody(values));
      toast.success(KYC_MESSAGES.submitted);
    } catch (err) {
      if (err instanceof ApiError && err.details?.length) {
        const target = Math.max(0, stepOf(err.details[0].field));
        showErrors(target, Object.fromEntries(err.details.map((d) => [d.field, d.message])));
      }
      const message = KYC_MESSAGES.submitFailed(errorMessage(err));
      setAlert(message);
      toast.error(message);
    }
  }

  const uploader =
    (kind: 'government_id' | 'proof_of_residency') =>
    (file: File, onProgress: (percent: number) => void): Promise<StoredFile> => {
      // Two refusals before an upload: no session, or no user behind it.
      if (!hasSession()) return Promise.reject(new Error(KYC_MESSAGES.noAuthToken));
      if (!user?.id) return Promise.reject(new Error(KYC_MESSAGES.userIdMissing));
      return uploadKycDocument(kind, file, { onProgress });
    };

  const last = step === KYC_STEPS.length - 1;

  return (
    <div className="rn-kyc-form" ref={top}>
      <Steps
        className="rn-kyc-steps"
        current={step}
        size="small"
        labelPlacement="vertical"
        responsive={false}
        items={KYC_STEPS.map((s, i) => ({
          title: SHORT_TITLES[i],
          description: undefined,
          key: s.key,
        }))}
      />
      <h2 className="rn-kyc-step-title">
        Step {step + 1} of {KYC_STEPS.length}: {KYC_STEPS[step].title}
      </h2>
      {alert && <Alert type="error" showIcon role="alert" title={alert} className="rn-kyc-alert" />}
      <Form<KycFormValues>
        form={form}
        layout="vertical"
        initialValues={initial}
        requiredMark="optional"
        validateTrigger="onBlur"
        aria-label={`KYC step ${step + 1}: ${KYC_STEPS[step].title}`}
        onFinish={() => (last ? void onSubmit() : void next())}
        noValidate
      >
        {step === 0 && (
          <div className="rn-kyc-grid">
            <Form.Item
              label="First name"
              name="firstName"
              required
              rules={[fieldRule('firstName')]}
            >
              <Input autoComplete="given-name" maxLength={KYC_LIMITS.name} />
            </Form.Item>
            <Form.Item label="Last name" name="lastName" required rules={[fieldRule('lastName')]}>
              <Input autoComplete="family-name" maxLength={KYC_LIMITS.name} />
            </Form.Item>
            <Form.Item label="Email" name="email" required rules={[fieldRule('email')]}>
              <Input type="email" autoComplete="email" maxLength={KYC_LIMITS.email} />
            </Form.Item>
            <Form.Item
              label="Phone number"
              name="phone"
              required
              rules={[fieldRule('phone')]}
              extra="A Nigerian number, e.g. 08031234567"
            >
              <Input type="tel" autoComplete="tel" maxLength={KYC_LIMITS.phone} />
            </Form.Item>
            <Form.Item
              label="Date of birth"
              name="dateOfBirth"
              required
              rules={[fieldRule('dateOfBirth')]}
            >
              <Input type="date" max={adultMaxDate()} autoComplete="bday" />
            </Form.Item>
            <Form.Item
              label="Nationality"
              name="nationality"
              required
              rules={[fieldRule('nationality')]}
            >
              <Select options={NATIONALITIES.map((n) => ({ value: n, label: n }))} />
            </Form.Item>
          </div>
        )}
        {step === 1 && (
          <div className="rn-kyc-grid">
            <Form.Item
              label="Occupation"
              name="occupation"
              required
              rules={[fieldRule('occupation')]}
            >
              <Input autoComplete="organization-title" maxLength={KYC_LIMITS.text} />
            </Form.Item>
            <Form.Item label="Employer" name="employer" required rules={[fieldRule('employer')]}>
              <Input autoComplete="organization" maxLength={KYC_LIMITS.text} />
            </Form.Item>
            <Form.Item
              label="Employer phone"
              name="employerPhone"
              required
              rules={[fieldRule('employerPhone')]}
            >
              <Input type="tel" maxLength={KYC_LIMITS.phone} />
            </Form.Item>
            <Form.Item
              label="Employer email"
              name="employerEmail"
              rules={[fieldRule('employerEmail')]}
            >
              <Input type="email" maxLength={KYC_LIMITS.email} />
            </Form.Item>
            <Form.Item
              label="Monthly income (₦)"
              name="monthlyIncome"
              required
              rules={[fieldRule('monthlyIncome')]}
            >
              <InputNumber<number>
                min={0}
                max={KYC_LIMITS.maxMonthlyIncome}
                precision={0}
                step={10_000}
                style={{ width: '100%' }}
                inputMode="numeric"
                formatter={(v) =>
                  v === undefined || v === null || String(v) === ''
                    ? ''
                    : Number(v).toLocaleString('en-NG')
                }
                parser={(v) => (v ? Number(v.replace(/[^\d]/g, '')) : (null as unknown as number))}
              />
            </Form.Item>
            <Form.Item
              label="Employment type"
              name="employmentType"
              required
              rules={[fieldRule('employmentType')]}
            >
              <Select placeholder="Choose one" options={options(EMPLOYMENT_TYPES)} />
            </Form.Item>
          </div>
        )}
        {step === 2 && (
          <div className="rn-kyc-grid">
            <Form.Item
              label="Address"
              name="currentAddress"
              required
              rules={[fieldRule('currentAddress')]}
              className="rn-kyc-grid__wide"
            >
              <Input autoComplete="street-address" maxLength={KYC_LIMITS.address} />
            </Form.Item>
            <Form.Item label="City" name="currentCity" required rules={[fieldRule('currentCity')]}>
              <Input autoComplete="address-level2" maxLength={KYC_LIMITS.text} />
            </Form.Item>
            <Form.Item
              label="State"
              name="currentState"
              required
              rules={[fieldRule('currentState')]}
            >
              <Select
                showSearch
                placeholder="Choose a state"
                options={NIGERIAN_STATES.map((s) => ({ value: s, label: s }))}
              />
            </Form.Item>
            <Form.Item
              label="Postal code"
              name="currentPostalCode"
              rules={[fieldRule('currentPostalCode')]}
            >
              <Input inputMode="numeric" autoComplete="postal-code" maxLength={6} />
            </Form.Item>
            <Form.Item
              label="How long have you lived there?"
              name="addressDuration"
              required
              rules={[fieldRule('addressDuration')]}
            >
              <Select placeholder="Choose one" options={options(ADDRESS_DURATIONS)} />
            </Form.Item>
          </div>
        )}
        {step === 3 && (
          <div className="rn-kyc-grid">
            <Form.Item
              label="Government ID type"
              name="governmentIdType"
              required
              rules={[fieldRule('governmentIdType')]}
            >
              <Select options={options(GOVERNMENT_ID_TYPES)} />
            </Form.Item>
            <Form.Item
              label="NIN (National Identification Number)"
              name="ninNumber"
              required
              rules={[fieldRule('ninNumber')]}
              extra={`${NIN_LENGTH} digits, on your NIN slip or card`}
            >
              <Input inputMode="numeric" maxLength={NIN_LENGTH} autoComplete="off" />
            </Form.Item>
            <Form.Item
              label="Government ID"
              name="governmentIdDocumentId"
              required
              rules={[fieldRule('governmentIdDocumentId')]}
              className="rn-kyc-grid__wide"
              extra="A clear photo or scan of the ID you chose above"
            >
              <DocumentUpload
                stored={documents?.governmentId}
                upload={uploader('government_id')}
                onBusyChange={governmentBusy}
              />
            </Form.Item>
            <Form.Item
              label="Proof of residency"
              name="proofOfResidencyDocumentId"
              required
              rules={[fieldRule('proofOfResidencyDocumentId')]}
              className="rn-kyc-grid__wide"
              extra="A recent utility bill, tenancy agreement or bank statement showing your address"
            >
              <DocumentUpload
                stored={documents?.proofOfResidency}
                upload={uploader('proof_of_residency')}
                onBusyChange={residencyBusy}
              />
            </Form.Item>
          </div>
        )}
        <div className="rn-kyc-actions">
          {step > 0 ? (
            <Button icon={<ArrowLeftOutlined aria-hidden="true" />} onClick={() => goTo(step - 1)}>
              Previous
            </Button>
          ) : onCancel ? (
            <Button onClick={onCancel}>Cancel</Button>
          ) : (
            <span />
          )}
          {last ? (
            <Button
              type="primary"
              icon={<SafetyCertificateOutlined aria-hidden="true" />}
              loading={submit.isPending}
              onClick={() => void onSubmit()}
            >
              Submit for review
            </Button>
          ) : (
            <Button type="primary" htmlType="submit">
              Next <ArrowRightOutlined aria-hidden="true" />
            </Button>
          )}
        </div>
      </Form>
    </div>
  );
}
