import { useState, type FormEvent } from 'react';
import { Alert, Form } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import {
  type ApplicationDto,
  type ApplicationListResponse,
  formatNaira,
  MESSAGES,
  moveInCost,
  type PropertyDto,
  type RenterProfileDto,
  type UserDto,
} from '@rentnaija/shared';
import { ApiError, hasCode, isRefusal } from '../../../api/errors';
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
  applicationQueries,
  currentApplicationFor,
  useSubmitApplication,
} from '../../applications';
import {
  type ApplicationField,
  BOOKING_STEPS,
  BOOKING_DRAFT,
  type BookingValues,
  FORM_STEPS,
  initialValues,
  isApplicationField,
  PAYMENT_STEP,
  STEP_TITLES,
  toRequest,
} from '../lib/steps';
import { ApplyWithProfile } from './ApplyWithProfile';
import { BookingPage } from './BookingPage';
import { MoveInSummary } from './MoveInSummary';
import { PaymentStep } from './PaymentStep';
import { StepFields } from './StepFields';

const STEP_LEADS = [
  'About you. The landlord sees these details with your application.',
  'Someone who knows you well and can vouch for you: a former landlord, an employer or a colleague.',
  'Someone who will stand for your rent if you cannot pay it. They must confirm by email.',
];

/**
 * The four steps: three of the form, saved as an application after the third, then the payment
 * (where a tenant with an unpaid application opens).
 */
export function BookingSteps({
  property,
  user,
  application,
  profile = null,
  justSaved,
  onSaved,
}: {
  property: PropertyDto;
  user: UserDto;
  application: ApplicationDto | null;
  /** The tenant's renter profile: the form starts from it, and may apply with it at once. */
  profile?: RenterProfileDto | null;
  justSaved: boolean;
  onSaved: (app: ApplicationDto) => void;
}) {
  const queryClient = useQueryClient();
  const submit = useSubmitApplication();
  const serverDraft = useServerDraft('booking', property.id, BOOKING_DRAFT);
  const form = useStepForm<BookingValues>({
    steps: BOOKING_STEPS,
    initialValues: () => initialValues(user, profile?.fields ?? null),
    initialStep: application ? PAYMENT_STEP : 0,
    draft: application ? undefined : serverDraft,
  });
  // With an application saved, the payment opens, whatever step the address named before.
  useStepInAddress(form, {
    last: application ? PAYMENT_STEP : FORM_STEPS.length - 1,
    opens: application ? 'form' : 'address',
  });
  const { step, values } = form;
  const [saveError, setSaveError] = useState<string | null>(null);
  const last = step === FORM_STEPS.length - 1;

  const save = () => {
    setSaveError(null);
    submit.mutate(toRequest(values, property.id), {
      onSuccess: (app) => {
        form.clearDraft();
        toast.success('Application saved. We emailed your guarantor a link to confirm.');
        onSaved(app as ApplicationDto);
      },
      onError: async (err) => {
        if (hasCode(err, 'APPLICATION_EXISTS')) {
          const fresh = await queryClient.fetchQuery({
            ...applicationQueries.mine(),
            staleTime: 0,
          });
          const open = currentApplicationFor((fresh as ApplicationListResponse).data, property.id);
          if (open) {
            form.clearDraft();
            toast.info('You already applied for this home: continue with that application.');
            onSaved(open);
            return;
          }
        }
        const fields =
          err instanceof ApiError
            ? (err.details ?? []).filter((d) => isApplicationField(d.field))
            : [];
        if (fields.length > 0) {
          form.setServerErrors(fields);
          return;
        }
        setSaveError(
          isRefusal(err)
            ? `Failed to save application: ${err.message}`
            : MESSAGES.applicationSaveFailed,
        );
      },
    });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!last) form.next();
    else if (form.validateAll()) save();
  };

  const moveIn = application?.moveIn ?? moveInCost(property);
  const invalid = new Set(form.errors.map((e) => e.field as ApplicationField));
  return (
    <BookingPage propertyId={property.id}>
      <h1 className="rb-title">Book {property.title}</h1>
      <StepList current={step} />
      <p className="rb-total-line">
        <span>
          To move in: <strong>{formatNaira(moveIn.total)}</strong>
        </span>
        <span className="rn-muted">then {formatNaira(moveIn.monthly)} per month</span>
      </p>
      <div className="rb-layout">
        <aside className="rb-aside">
          <MoveInSummary property={property} cost={moveIn} />
        </aside>
        <StepShell
          form={form}
          title={STEP_TITLES[step]}
          className="rn-card rb-main"
          headingId="rb-step-title"
          headingClassName="rb-step-title"
          progress={
            <p className="rb-step-count">
              Step {step + 1} of {STEP_TITLES.length}
            </p>
          }
        >
          {step === PAYMENT_STEP && application ? (
            <PaymentStep application={application} cost={moveIn} justSaved={justSaved} />
          ) : (
            <form onSubmit={onSubmit} noValidate className="rb-form">
              {step === 0 && profile?.updatedAt && (
                <ApplyWithProfile
                  profile={profile}
                  propertyId={property.id}
                  onApplied={(app) => {
                    form.clearDraft();
                    onSaved(app);
                  }}
                />
              )}
              <p className="rn-muted rb-lead">{STEP_LEADS[step]}</p>
              <StepErrorSummary className="rb-errors" />
              <Form layout="vertical" component={false}>
                <StepFields
                  step={FORM_STEPS[step]}
                  values={values}
                  invalid={invalid}
                  onChange={(field, value) => form.change({ [field]: value })}
                />
              </Form>
              {last && (
                <Alert
                  type="info"
                  showIcon
                  className="rb-note"
                  title="Your guarantor will receive an email to confirm"
                  description={`When you continue, we save your application and email ${values.guarantorName.trim() || 'your guarantor'} a link to confirm they stand for you. Then you pay.`}
                />
              )}
              {saveError && <Alert type="error" showIcon title={saveError} className="rb-note" />}
              <StepNav
                className="rb-nav"
                size="large"
                busy={submit.isPending}
                last={last}
                inForm
                submitLabel={submit.isPending ? 'Saving...' : 'Save and continue to payment'}
              />
            </form>
          )}
        </StepShell>
      </div>
    </BookingPage>
  );
}

/** The four steps, with the current one marked; on phones only the current title shows. */
function StepList({ current }: { current: number }) {
  return (
    <ol className="rb-steps" aria-label="Booking steps">
      {STEP_TITLES.map((title, i) => (
        <li
          key={title}
          className={`rb-steps__item${i === current ? ' rb-steps__item--current' : ''}${i < current ? ' rb-steps__item--done' : ''}`}
          aria-current={i === current ? 'step' : undefined}
        >
          <span className="rb-steps__dot" aria-hidden="true">
            {i < current ? '✓' : i + 1}
          </span>
          <span className="rb-steps__title">{title}</span>
        </li>
      ))}
    </ol>
  );
}
