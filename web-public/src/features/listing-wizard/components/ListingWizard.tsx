import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Alert, Button, Form, Progress } from 'antd';
import { ArrowLeftOutlined, ArrowRightOutlined, CheckOutlined } from '@ant-design/icons';
import {
  LISTING_MESSAGES,
  LISTING_WIZARD_STEPS,
  type FieldError,
  type ListingField,
  type PropertyDto,
} from '@rentnaija/shared';
import { ApiError, errorMessage } from '../../../api/errors';
import { toast } from '../../../components/toast';
import {
  draftFromProperty,
  emptyDraft,
  listingEdit,
  toListingRequest,
  type ListingDraft,
} from '../draft';
import { DRAFT_KEY_PREFIX, useListingDraft } from '../hooks/useListingDraft';
import { usePhotoUploads } from '../hooks/usePhotoUploads';
import { useCreateListing, useTenancyRules, useUpdateListing } from '../queries';
import {
  STEP_COUNT,
  firstInvalidStep,
  stepErrors,
  stepOfField,
  type WizardStep,
} from '../validation';
import { BasicsStep } from './BasicsStep';
import { ErrorSummary } from './fields';
import { VideoTourField } from './VideoTourField';
import { LocationStep } from './LocationStep';
import { PanoramaField } from './PanoramaField';
import { PhotoManager } from './PhotoManager';
import { PricingStep } from './PricingStep';
import { EditChanges, ReviewSummary } from './ReviewSummary';
import '../listing-wizard.css';

export type ListingWizardProps = { mode: 'create' } | { mode: 'edit'; property: PropertyDto };

const fieldOf = (detail: FieldError) => detail.field.split('.')[0];

/**
 * The four-step listing wizard: one form for a new listing and for editing
 * one. Next checks the step ('Please fix the following errors:'), Previous is disabled on step
 * 1, submitting only on step 4. The draft survives a reload (sessionStorage); the server's field
 * errors are shown on their fields, on their step.
 */
export function ListingWizard(props: ListingWizardProps) {
  const property = props.mode === 'edit' ? props.property : null;
  const navigate = useNavigate();
  const rules = useTenancyRules();
  const initial = useCallback(
    () => (property ? draftFromProperty(property) : emptyDraft()),
    [property],
  );
  const { step, draft, update, setStep, reset } = useListingDraft(
    property ? `${DRAFT_KEY_PREFIX}:${property.id}` : `${DRAFT_KEY_PREFIX}:new`,
    initial,
    property?.updatedAt,
  );
  const uploads = usePhotoUploads((photo) => update((d) => ({ photos: [...d.photos, photo] })));
  const create = useCreateListing();
  const save = useUpdateListing();
  const submitting = create.isPending || save.isPending;

  const [checked, setChecked] = useState<Partial<Record<WizardStep, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<FieldError[]>([]);
  const [submitError, setSubmitError] = useState<string>();
  const [listed, setListed] = useState<{ id: string; title: string } | null>(null);

  const headingRef = useRef<HTMLHeadingElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const successRef = useRef<HTMLDivElement>(null);
  const moved = useRef(false);

  const uploadState = { inProgress: uploads.inProgress, failed: uploads.failed };
  const ownErrors = checked[step] ? stepErrors(step, draft, rules, uploadState) : [];
  const stepServerErrors = serverErrors.filter((e) => stepOfField(e.field) === step);
  const errors = [
    ...ownErrors,
    ...stepServerErrors.filter((e) => !ownErrors.some((o) => o.field === fieldOf(e))),
  ];
  const errorOf = (field: ListingField) => errors.find((e) => fieldOf(e) === field)?.message;

  const change = useCallback(
    (fields: Partial<ListingDraft>) => {
      update(fields);
      setListed(null);
      setServerErrors((list) => list.filter((e) => !(fieldOf(e) in fields)));
    },
    [update],
  );

  // Next and Previous move focus to the new step's heading; a listing saved, to the message.
  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
  }, [step]);
  useEffect(() => {
    if (listed) successRef.current?.focus();
  }, [listed]);

  const goTo = (next: WizardStep) => {
    moved.current = true;
    setStep(next);
    window.scrollTo?.({ top: 0 });
  };

  const showErrors = (at: WizardStep) => {
    setChecked((c) => ({ ...c, [at]: true }));
    if (at !== step) goTo(at);
    else requestAnimationFrame(() => summaryRef.current?.focus());
  };

  const next = () => {
    if (stepErrors(step, draft, rules, uploadState).length) showErrors(step);
    else goTo((step + 1) as WizardStep);
  };

  const edit = useMemo(() => (property ? listingEdit(property, draft) : null), [property, draft]);

  const submit = async () => {
    const invalid = firstInvalidStep(draft, rules, uploadState);
    if (invalid) {
      showErrors(invalid.step);
      return;
    }
    setSubmitError(undefined);
    try {
      if (property && edit) {
        await save.mutateAsync({ id: property.id, body: edit.patch });
        toast.success(LISTING_MESSAGES.updated);
        reset();
        navigate('/property-management');
        return;
      }
      const created = await create.mutateAsync(toListingRequest(draft));
      uploads.clear();
      reset();
      setChecked({});
      moved.current = false;
      setListed({ id: created.id, title: created.title });
      window.scrollTo?.({ top: 0 });
    } catch (err) {
      const details = err instanceof ApiError ? (err.details ?? []) : [];
      setServerErrors(details);
      setSubmitError(`${LISTING_MESSAGES.submitFailed}: ${errorMessage(err, 'Unknown error')}`);
      const firstStep = Math.min(...details.map((d) => stepOfField(d.field)), STEP_COUNT);
      if (details.length && firstStep !== step) goTo(firstStep as WizardStep);
    }
  };

  const percent = Math.round((step / STEP_COUNT) * 100);
  const title = LISTING_WIZARD_STEPS[step - 1];
  const stepProps = { draft, change, errorOf };

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

      <div className="lw-progress">
        <p className="lw-progress__text">
          <strong>
            Step {step} of {STEP_COUNT}
          </strong>
          <span className="lw-muted"> · {percent}% complete</span>
        </p>
        <Progress
          percent={percent}
          showInfo={false}
          status="normal"
          strokeColor="var(--rn-brand)"
          aria-label={`Step ${step} of ${STEP_COUNT}, ${percent}% complete`}
        />
        <ol className="lw-steps" aria-label="Steps">
          {LISTING_WIZARD_STEPS.map((name, i) => (
            <li
              key={name}
              className={i + 1 === step ? 'is-current' : i + 1 < step ? 'is-done' : undefined}
              aria-current={i + 1 === step ? 'step' : undefined}
            >
              <span className="lw-steps__num" aria-hidden="true">
                {i + 1 < step ? <CheckOutlined /> : i + 1}
              </span>
              <span className="lw-steps__name">{name}</span>
            </li>
          ))}
        </ol>
      </div>

      <section className="lw-card" aria-labelledby="lw-step-title">
        <h2 id="lw-step-title" ref={headingRef} tabIndex={-1} className="lw-step-title">
          {title}
        </h2>
        <ErrorSummary errors={errors} summaryRef={summaryRef} />
        <Form layout="vertical" component="div" className="lw-form">
          {step === 1 && <BasicsStep {...stepProps} />}
          {step === 2 && <LocationStep {...stepProps} />}
          {step === 3 && <PricingStep {...stepProps} rules={rules} />}
          {step === 4 && (
            <>
              <PhotoManager
                photos={draft.photos}
                uploads={uploads}
                onChange={(photos) => change({ photos })}
                error={errorOf('images')}
              />
              <VideoTourField {...stepProps} />
              <PanoramaField
                value={draft.panoramaUrl}
                onChange={(panoramaUrl) => change({ panoramaUrl })}
                error={errorOf('panoramaUrl')}
              />
              <ReviewSummary draft={draft} />
              {property && edit && (
                <EditChanges edit={edit} moderation={property.moderationStatus} />
              )}
            </>
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

        <div className="lw-nav">
          <Button
            size="large"
            icon={<ArrowLeftOutlined aria-hidden="true" />}
            disabled={step === 1 || submitting}
            onClick={() => goTo((step - 1) as WizardStep)}
          >
            Previous
          </Button>
          {step < STEP_COUNT ? (
            <Button type="primary" size="large" onClick={next}>
              Next <ArrowRightOutlined aria-hidden="true" />
            </Button>
          ) : (
            <Button type="primary" size="large" loading={submitting} onClick={() => void submit()}>
              {property
                ? submitting
                  ? 'Saving...'
                  : 'Save Changes'
                : submitting
                  ? 'Submitting...'
                  : 'Submit Listing'}
            </Button>
          )}
        </div>
      </section>
    </div>
  );
}
