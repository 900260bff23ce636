import { useRef, useState } from 'react';
import { Alert, Button, Form } from 'antd';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { KYC_MESSAGES, KYC_STEPS, type KycDocumentDto } from '@rentnaija/shared';
import { ApiError, errorMessage } from '../../../api/errors';
import {
  StepNav,
  StepProgress,
  StepShell,
  StepSummary,
  useServerDraft,
  useStepForm,
  useStepInAddress,
} from '../../../components/step-form';
import { toast } from '../../../components/toast';
import { KYC_DRAFT, KYC_FORM_STEPS, type KycFormValues, toSubmitBody } from '../kycForm';
import { useSubmitKyc } from '../queries';
import { AddressStep } from './AddressStep';
import { DocumentsStep } from './DocumentsStep';
import { EmploymentStep } from './EmploymentStep';
import { PersonalStep } from './PersonalStep';

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
  const [alert, setAlert] = useState<string | null>(null);
  const draft = useServerDraft('kyc', undefined, KYC_DRAFT);
  const form = useStepForm({
    steps: KYC_FORM_STEPS,
    initialValues: initial,
    draft,
    onMove: () => setAlert(null),
  });
  useStepInAddress(form);
  // Which documents are uploading, read when the user submits (a ref: a click right after an
  // upload finishes must not see the render before it).
  const busy = useRef(new Set<string>());
  const submit = useSubmitKyc();
  const { step } = form;

  async function onSubmit() {
    if (busy.current.size > 0) {
      setAlert(KYC_MESSAGES.waitForUploads);
      return;
    }
    if (!form.validateAll()) {
      setAlert(KYC_MESSAGES.completeAllFields);
      return;
    }
    try {
      await submit.mutateAsync(toSubmitBody(form.values));
      form.clearDraft();
      toast.success(KYC_MESSAGES.submitted);
    } catch (err) {
      if (err instanceof ApiError && err.details?.length) form.setServerErrors(err.details);
      const message = KYC_MESSAGES.submitFailed(errorMessage(err));
      setAlert(message);
      toast.error(message);
    }
  }

  return (
    <StepShell
      form={form}
      title={`Step ${step + 1} of ${KYC_STEPS.length}: ${KYC_STEPS[step].title}`}
      className="rn-kyc-form"
      headingClassName="rn-kyc-step-title"
      progress={<StepProgress className="rn-kyc-steps" titles={SHORT_TITLES} />}
      scroll="shell"
      moveFocus={false}
    >
      {alert && (
        <StepSummary>
          <Alert type="error" showIcon role="alert" title={alert} className="rn-kyc-alert" />
        </StepSummary>
      )}
      <Form
        layout="vertical"
        requiredMark="optional"
        aria-label={`KYC step ${step + 1}: ${KYC_STEPS[step].title}`}
        onFinish={() => (form.isLast ? void onSubmit() : form.next())}
        noValidate
      >
        {step === 0 && <PersonalStep form={form} />}
        {step === 1 && <EmploymentStep form={form} />}
        {step === 2 && <AddressStep form={form} />}
        {step === 3 && (
          <DocumentsStep
            form={form}
            documents={documents}
            onBusyChange={(document, isBusy) => {
              if (isBusy) busy.current.add(document);
              else busy.current.delete(document);
            }}
          />
        )}
        <StepNav
          className="rn-kyc-actions"
          arrows
          busy={submit.isPending}
          inForm
          submitLabel="Submit for review"
          submitIcon={<SafetyCertificateOutlined aria-hidden="true" />}
          onSubmit={() => void onSubmit()}
          first={onCancel ? <Button onClick={onCancel}>Cancel</Button> : <span />}
        />
      </Form>
    </StepShell>
  );
}
