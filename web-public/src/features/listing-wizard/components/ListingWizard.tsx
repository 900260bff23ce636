import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Alert, Form } from 'antd';
import { LISTING_MESSAGES, LISTING_WIZARD_STEPS, type PropertyDto } from '@rentnaija/shared';
import { ApiError, errorMessage } from '../../../api/errors';
import {
  StepErrorSummary,
  StepNav,
  StepShell,
  useServerDraft,
  useStepForm,
  useStepInAddress,
} from '../../../components/step-form';
import { toast } from '../../../components/toast';
import {
  draftFromProperty,
  emptyDraft,
  listingEdit,
  storedDraft,
  toListingRequest,
  type ListingDraft,
} from '../draft';
import { usePhotoUploads } from '../hooks/usePhotoUploads';
import { useCreateListing, useTenancyRules, useUpdateListing } from '../queries';
import { wizardSteps } from '../validation';
import { BasicsStep } from './BasicsStep';
import { focusField } from './fields';
import { LocationStep } from './LocationStep';
import { PhotosStep } from './PhotosStep';
import { PricingStep } from './PricingStep';
import { WizardProgress } from './WizardProgress';
import '../listing-wizard.css';

export type ListingWizardProps = { mode: 'create' } | { mode: 'edit'; property: PropertyDto };

/**
 * The four-step listing wizard: one form for a new listing and for editing
 * one. Next checks the step ('Please fix the following errors:'), Previous is disabled on step
 * 1, submitting only on step 4. The draft is kept on the server (resumed on any device, the step
 * in the address); the server's field errors are shown on their fields, on their step.
 */
export function ListingWizard(props: ListingWizardProps) {
  const property = props.mode === 'edit' ? props.property : null;
  const navigate = useNavigate();
  const rules = useTenancyRules();
  const uploads = usePhotoUploads((photo) =>
    form.change((d) => ({ photos: [...d.photos, photo] })),
  );
  const format = useMemo(() => storedDraft(property), [property]);
  const draft = useServerDraft('listing', property?.id, format);
  const form = useStepForm<ListingDraft>({
    steps: wizardSteps(rules, { inProgress: uploads.inProgress, failed: uploads.failed }),
    initialValues: () => (property ? draftFromProperty(property) : emptyDraft()),
    draft,
  });
  useStepInAddress(form);
  const create = useCreateListing();
  const save = useUpdateListing();
  const submitting = create.isPending || save.isPending;

  const [submitError, setSubmitError] = useState<string>();
  const [listed, setListed] = useState<{ id: string; title: string } | null>(null);
  const successRef = useRef<HTMLDivElement>(null);

  // A listing saved: focus moves to the message.
  useEffect(() => {
    if (listed) successRef.current?.focus();
  }, [listed]);

  const values = form.values;
  const edit = useMemo(() => (property ? listingEdit(property, values) : null), [property, values]);

  const submit = async () => {
    if (!form.validateAll()) return;
    setSubmitError(undefined);
    try {
      if (property && edit) {
        await save.mutateAsync({ id: property.id, body: edit.patch });
        toast.success(LISTING_MESSAGES.updated);
        form.clearDraft();
        navigate('/property-management');
        return;
      }
      const created = await create.mutateAsync(toListingRequest(values));
      uploads.clear();
      form.clearDraft();
      setListed({ id: created.id, title: created.title });
      window.scrollTo?.({ top: 0 });
    } catch (err) {
      form.setServerErrors(err instanceof ApiError ? (err.details ?? []) : []);
      setSubmitError(`${LISTING_MESSAGES.submitFailed}: ${errorMessage(err, 'Unknown error')}`);
    }
  };

  const stepProps = {
    draft: values,
    change: (fields: Partial<ListingDraft>) => {
      form.change(fields);
      setListed(null);
    },
    errorOf: form.errorOf,
  };
  let submitLabel = property ? 'Save Changes' : 'Submit Listing';
  if (submitting) submitLabel = property ? 'Saving...' : 'Submitting...';

  return (
    <div className="lw">
      {listed && (
        <div ref={successRef} tabIndex={-1} className="lw-success">
          <Alert
            type="success"
            showIcon
            role="status"
            title={LISTING_MESSAGES.listed}
            description={
              <span className="lw-success__links">
                <Link to={`/property/${listed.id}`}>View “{listed.title}”</Link>
                <Link to="/property-management">Go to Property Management</Link>
              </span>
            }
          />
        </div>
      )}

      <WizardProgress step={form.step} />

      <StepShell
        form={form}
        title={LISTING_WIZARD_STEPS[form.step]}
        className="lw-card"
        headingId="lw-step-title"
        headingClassName="lw-step-title"
        scroll="page"
      >
        <StepErrorSummary className="lw-errors" appearance="alert" onPick={focusField} />
        <Form layout="vertical" component="div" className="lw-form">
          {form.step === 0 && <BasicsStep {...stepProps} />}
          {form.step === 1 && <LocationStep {...stepProps} />}
          {form.step === 2 && <PricingStep {...stepProps} rules={rules} />}
          {form.step === 3 && (
            <PhotosStep
              {...stepProps}
              uploads={uploads}
              edit={edit}
              moderation={property?.moderationStatus}
            />
          )}
        </Form>

        {submitError && (
          <Alert
            type="error"
            showIcon
            role="alert"
            title={submitError}
            className="lw-submit-error"
          />
        )}

        <StepNav
          className="lw-nav"
          size="large"
          arrows
          busy={submitting}
          submitLabel={submitLabel}
          onSubmit={() => void submit()}
        />
      </StepShell>
    </div>
  );
}
