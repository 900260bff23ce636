import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Button, Form } from 'antd';
import {
  ArrowLeftOutlined,
  CheckCircleFilled,
  HomeOutlined,
  StopOutlined,
} from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import {
  type ApplicationDto,
  type ApplicationListResponse,
  formatNaira,
  MESSAGES,
  moveInCost,
  type PropertyDto,
  type UserDto,
} from '@rentnaija/shared';
import { ApiError, hasCode, isRefusal } from '../../../api/errors';
import { LinkButton } from '../../../components/LinkButton';
import { PageSpinner } from '../../../components/PageSpinner';
import { EmptyState, ErrorState } from '../../../components/QueryStates';
import { toast } from '../../../components/toast';
import {
  applicationQueries,
  currentApplicationFor,
  useMyApplications,
  useSubmitApplication,
} from '../../applications';
import { storeIntendedDestination, useAuth } from '../../auth';
import { bookingStateFor, usePropertyDetail } from '../../properties';
import {
  type ApplicationField,
  type BookingValues,
  clearDraft,
  type FieldError,
  FORM_STEPS,
  initialValues,
  isApplicationField,
  loadDraft,
  PAYMENT_STEP,
  saveDraft,
  STEP_TITLES,
  stepErrors,
  stepOfField,
  toRequest,
} from '../lib/steps';
import { MoveInSummary } from './MoveInSummary';
import { PaymentStep } from './PaymentStep';
import { StepFields } from './StepFields';
import '../booking.css';

/**
 * /payment/:propertyId: the login gate, the listing, then the four steps.
 * Tenants only (the API refuses others, and this page says so first).
 */
export function BookingView({ propertyId }: { propertyId: string }) {
  const { status, user } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const property = usePropertyDetail(propertyId);

  useEffect(() => {
    if (status !== 'anonymous') return;
    toast.error(MESSAGES.bookingLoginRequired);
    storeIntendedDestination(location.pathname + location.search);
    navigate('/login', { replace: true });
  }, [status, location.pathname, location.search, navigate]);

  if (status !== 'authenticated' || !user)
    return <PageSpinner label="Checking authentication..." />;
  if (property.isPending) return <PageSpinner label="Loading property..." />;
  if (property.isError) {
    if (hasCode(property.error, 'PROPERTY_NOT_FOUND', 'VALIDATION_FAILED')) {
      return <PropertyNotFound />;
    }
    return (
      <Page propertyId={propertyId}>
        <ErrorState
          title="Failed to load the property"
          error={property.error}
          onRetry={() => void property.refetch()}
        />
      </Page>
    );
  }
  const listing = property.data as PropertyDto;
  const refusal = refusalFor(listing, user);
  if (refusal) {
    return (
      <Page propertyId={propertyId}>
        <EmptyState
          icon={<StopOutlined />}
          title={refusal.title}
          text={refusal.text}
          action={<LinkButton to={`/property/${propertyId}`}>Back to the property</LinkButton>}
        />
      </Page>
    );
  }
  return <TenantBooking property={listing} user={user} />;
}

/** Who may not book here, and why (the API refuses them too). */
function refusalFor(property: PropertyDto, user: UserDto): { title: string; text: string } | null {
  const state = bookingStateFor(property, user);
  switch (state.kind) {
    case 'own':
      return { title: 'This is your listing', text: 'Landlords cannot book their own listings.' };
    case 'staff':
      return {
        title: 'Staff accounts cannot book',
        text: 'Booking is for tenant accounts. Staff review applications and payments in the console.',
      };
    case 'landlord':
      return {
        title: 'Booking is for tenant accounts',
        text: 'You are signed in as a landlord. Sign in with a tenant account to book this property.',
      };
    case 'moderation':
      return {
        title: 'This listing is not published',
        text: 'It cannot be booked until our team approves it.',
      };
    default:
      return null;
  }
}

function Page({ propertyId, children }: { propertyId: string; children: ReactNode }) {
  return (
    <div className="rb-page">
      <Link to={`/property/${propertyId}`} className="rb-back">
        <ArrowLeftOutlined aria-hidden="true" /> Back to property
      </Link>
      {children}
    </div>
  );
}

function PropertyNotFound() {
  return (
    <div className="rb-page">
      <EmptyState
        icon={<HomeOutlined />}
        title="Property Not Found"
        text="This property does not exist or is no longer listed."
        action={
          <LinkButton type="primary" to="/">
            Go Home
          </LinkButton>
        }
      />
    </div>
  );
}

/** The tenant's booking: their open application for this listing is continued, else a new one. */
function TenantBooking({ property, user }: { property: PropertyDto; user: UserDto }) {
  const mine = useMyApplications();
  const [params] = useSearchParams();
  const [saved, setSaved] = useState<ApplicationDto | null>(null);

  if (mine.isPending) return <PageSpinner label="Loading your application..." />;
  if (mine.isError) {
    return (
      <Page propertyId={property.id}>
        <ErrorState
          title="Failed to load your applications"
          error={mine.error}
          onRetry={() => void mine.refetch()}
        />
      </Page>
    );
  }
  const list = (mine.data as ApplicationListResponse).data;
  const asked = params.get('application');
  const existing =
    saved ??
    list.find((a) => a.id === asked && a.propertyId === property.id && a.status !== 'rejected') ??
    currentApplicationFor(list, property.id);

  if (existing?.depositPaid) {
    return (
      <Page propertyId={property.id}>
        <EmptyState
          icon={<CheckCircleFilled />}
          title="You have paid for this home"
          text={`Your application is ${existing.status.replace('_', ' ')}. The landlord's decision and your receipt are in My Applications and Payment History.`}
          action={
            <div className="rb-actions">
              <LinkButton type="primary" to="/applications">
                My Applications
              </LinkButton>
              <LinkButton to="/payments">Payment History</LinkButton>
            </div>
          }
        />
      </Page>
    );
  }
  if (!existing && property.status !== 'available') {
    return (
      <Page propertyId={property.id}>
        <EmptyState
          icon={<StopOutlined />}
          title="This home is no longer available"
          text="Another tenant's application was approved, or the landlord took it off the market."
          action={
            <LinkButton type="primary" to="/properties">
              Browse Properties
            </LinkButton>
          }
        />
      </Page>
    );
  }
  return (
    <BookingSteps
      key={existing?.id ?? 'new'}
      property={property}
      user={user}
      application={existing}
      justSaved={saved !== null}
      onSaved={setSaved}
    />
  );
}

function BookingSteps({
  property,
  user,
  application,
  justSaved,
  onSaved,
}: {
  property: PropertyDto;
  user: UserDto;
  application: ApplicationDto | null;
  justSaved: boolean;
  onSaved: (app: ApplicationDto) => void;
}) {
  const queryClient = useQueryClient();
  const submit = useSubmitApplication();
  const [step, setStep] = useState(application ? PAYMENT_STEP : 0);
  const [values, setValues] = useState<BookingValues>(() => ({
    ...initialValues(user),
    ...loadDraft(property.id),
  }));
  /** Steps on which Next was pressed: their errors then follow every change. */
  const [checked, setChecked] = useState<ReadonlySet<number>>(new Set());
  const [serverErrors, setServerErrors] = useState<FieldError[]>([]);
  const [saveError, setSaveError] = useState<string | null>(null);
  const errorBox = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const errors = useMemo(() => {
    const own = checked.has(step) ? stepErrors(step, values) : [];
    const fromServer = serverErrors.filter((e) => stepOfField(e.field) === step);
    return [...own, ...fromServer.filter((s) => !own.some((o) => o.field === s.field))];
  }, [checked, step, values, serverErrors]);
  const invalid = useMemo(() => new Set(errors.map((e) => e.field)), [errors]);

  useEffect(() => {
    if (!application) saveDraft(property.id, values);
  }, [application, property.id, values]);

  const goTo = (next: number) => {
    setStep(next);
    requestAnimationFrame(() => heading.current?.focus());
  };

  const onChange = (field: ApplicationField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setServerErrors((list) => list.filter((e) => e.field !== field));
  };

  const showErrors = () =>
    requestAnimationFrame(() => {
      errorBox.current?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
      errorBox.current?.focus();
    });

  const next = (event?: FormEvent) => {
    event?.preventDefault();
    setChecked((s) => new Set(s).add(step));
    if (stepErrors(step, values).length > 0) {
      showErrors();
      return;
    }
    if (step < FORM_STEPS.length - 1) {
      goTo(step + 1);
      return;
    }
    save();
  };

  const save = () => {
    setSaveError(null);
    submit.mutate(toRequest(values, property.id), {
      onSuccess: (app) => {
        clearDraft(property.id);
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
            clearDraft(property.id);
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
          setServerErrors(fields as FieldError[]);
          setChecked((s) => new Set(s).add(stepOfField(fields[0].field)));
          goTo(stepOfField(fields[0].field));
          showErrors();
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

  const moveIn = application?.moveIn ?? moveInCost(property);
  const last = step === FORM_STEPS.length - 1;
  const fieldProps = { values, invalid, onChange };
  return (
    <Page propertyId={property.id}>
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
        <section className="rn-card rb-main" aria-labelledby="rb-step-title">
          <p className="rb-step-count">
            Step {step + 1} of {STEP_TITLES.length}
          </p>
          <h2 id="rb-step-title" className="rb-step-title" tabIndex={-1} ref={heading}>
            {STEP_TITLES[step]}
          </h2>
          {step === PAYMENT_STEP && application ? (
            <PaymentStep application={application} cost={moveIn} justSaved={justSaved} />
          ) : (
            <form onSubmit={next} noValidate className="rb-form">
              <p className="rn-muted rb-lead">{STEP_LEADS[step]}</p>
              {errors.length > 0 && (
                <div
                  className="rb-errors"
                  role="alert"
                  aria-labelledby="rb-errors-title"
                  tabIndex={-1}
                  ref={errorBox}
                >
                  <p id="rb-errors-title" className="rb-errors__title">
                    Please fix the following errors:
                  </p>
                  <ul>
                    {errors.map((e) => (
                      <li key={e.field}>{e.message}</li>
                    ))}
                  </ul>
                </div>
              )}
              <Form layout="vertical" component={false}>
                <StepFields step={FORM_STEPS[step]} {...fieldProps} />
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
              <div className="rb-nav">
                <Button
                  size="large"
                  disabled={step === 0 || submit.isPending}
                  onClick={() => goTo(step - 1)}
                >
                  Previous
                </Button>
                <Button type="primary" size="large" htmlType="submit" loading={submit.isPending}>
                  {last
                    ? submit.isPending
                      ? 'Saving...'
                      : 'Save and continue to payment'
                    : 'Next'}
                </Button>
              </div>
            </form>
          )}
        </section>
      </div>
    </Page>
  );
}

const STEP_LEADS = [
  'About you. The landlord sees these details with your application.',
  'Someone who knows you well and can vouch for you: a former landlord, an employer or a colleague.',
  'Someone who will stand for your rent if you cannot pay it. They must confirm by email.',
];

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
