import { useState } from 'react';
import { Alert, Button, Checkbox, Form, Input, Select, Skeleton, Switch } from 'antd';
import {
  CopyOutlined,
  DownloadOutlined,
  IdcardOutlined,
  LinkOutlined,
  SafetyCertificateOutlined,
  StarOutlined,
  WhatsAppOutlined,
} from '@ant-design/icons';
import {
  formatDateTime,
  PROFILE_KYC_LABELS,
  PROFILE_SECTION_HINTS,
  PROFILE_SECTION_LABELS,
  PROFILE_SECTIONS,
  PROFILE_SHARE_DAYS,
  type ProfileSection,
  type ProfileShareDays,
  type ProfileShareDto,
  RELATIONSHIP_CHOICES,
  type RenterProfileDto,
  type RenterProfileFields,
  whatsappShareUrl,
} from '@rentnaija/shared';
import { ApiError, errorMessage } from '../../../api/errors';
import { ContentCard } from '../../../components/ContentSection';
import { Facts } from '../../../components/Facts';
import { buttonClass, LinkButton } from '../../../components/LinkButton';
import { QueryView } from '../../../components/QueryStates';
import { RentRecordRows } from '../../../components/RentRecordRows';
import { toast } from '../../../components/toast';
import {
  downloadMyProfilePdf,
  useRenterProfile,
  useRevokeShare,
  useSaveRenterProfile,
  useShareProfile,
} from '../queries';
import { TenantReviewCard } from './ProfileParts';
import '../renter-profile.css';
import { StatusTag } from '../../../components/StatusTag';

type FormValues = Omit<RenterProfileFields, 'monthlyIncome'> & {
  monthlyIncome: string;
  shown: ProfileSection[];
  showLandlordReviews: boolean;
};

const FIELD_LABELS: Partial<Record<keyof FormValues, string>> = {
  phone: 'Phone number',
  dateOfBirth: 'Date of birth',
  occupation: 'Occupation',
  employer: 'Employer',
  monthlyIncome: 'Monthly income (₦)',
  ninNumber: 'NIN',
  referenceName: 'Reference name',
  referencePhone: 'Reference phone',
  referenceEmail: 'Reference email',
  referenceRelationship: 'Relationship to you',
  guarantorName: 'Guarantor name',
  guarantorPhone: 'Guarantor phone',
  guarantorEmail: 'Guarantor email',
  guarantorRelationship: 'Their relationship to you',
  guarantorOccupation: 'Guarantor occupation',
  guarantorEmployer: 'Guarantor employer',
  guarantorNinNumber: 'Guarantor NIN',
};

const SHARE_STATE: Record<ProfileShareDto['state'], { label: string; color: string }> = {
  open: { label: 'Open', color: 'green' },
  expired: { label: 'Expired', color: 'default' },
  revoked: { label: 'Withdrawn', color: 'default' },
};

const daysLabel = (d: number) => (d === 1 ? '1 day' : `${d} days`);

/**
 * /renter-profile: the tenant's profile that travels. They type their details once (the booking
 * form is filled from them), see what the platform adds (identity, rent record, landlords'
 * reviews: not editable), choose what landlords see, and share it by expiring links or a PDF.
 */
export function RenterProfileView() {
  const profile = useRenterProfile();
  return (
    <QueryView
      query={profile}
      loading={<Skeleton active paragraph={{ rows: 14 }} />}
      errorTitle="Could not load your renter profile"
    >
      {(p) => <Profile profile={p} />}
    </QueryView>
  );
}

function Profile({ profile: p }: { profile: RenterProfileDto }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadMyProfilePdf(p.account.name);
    } catch (err) {
      toast.error(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <article className="rp-page" aria-labelledby="rp-title">
      <header className="rp-page__head">
        <div>
          <p className="rn-muted rp-kicker">Renter profile</p>
          <h1 id="rp-title" className="rp-title">
            {p.account.name}
          </h1>
          <p className="rn-muted">
            Fill it once: every booking form starts from it, and you choose what landlords see.
          </p>
        </div>
        <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void download()}>
          Download PDF
        </Button>
      </header>
      {p.missing.length === 0 ? (
        <Alert
          type="success"
          showIcon
          title="Ready to apply in one click"
          description="Apply to any home with your profile; your guarantor is asked to confirm each application."
        />
      ) : (
        <Alert
          type="info"
          showIcon
          title={`${p.missing.length} detail${p.missing.length === 1 ? '' : 's'} still needed to apply in one click`}
          description={p.missing
            .slice(0, 4)
            .map((m) => m.message)
            .join(' · ')}
        />
      )}
      <div className="rp-grid">
        <div className="rp-col">
          <ProfileForm profile={p} />
        </div>
        <div className="rp-col">
          <IdentityCard profile={p} />
          <ContentCard
            section
            titleId="rp-record"
            title="Your rent record"
            icon={SafetyCertificateOutlined}
          >
            <p className="rn-muted rp-hint">
              Counted by RentNaija from your tenancies and payments. You cannot edit it.
            </p>
            <Facts>
              <RentRecordRows facts={p.rentRecord} />
            </Facts>
          </ContentCard>
          <ContentCard
            section
            titleId="rp-reviews"
            title="Landlords’ reviews of you"
            icon={StarOutlined}
          >
            {p.landlordReviews.length === 0 ? (
              <p className="rn-muted">
                No landlord has reviewed you yet. Your landlord can review you when a tenancy ends.
              </p>
            ) : (
              <ul className="rp-reviews">
                {p.landlordReviews.map((r) => (
                  <TenantReviewCard key={r.id} review={r} />
                ))}
              </ul>
            )}
          </ContentCard>
          <ShareCard profile={p} />
        </div>
      </div>
    </article>
  );
}

function IdentityCard({ profile: p }: { profile: RenterProfileDto }) {
  const approved = p.identity.kycStatus === 'approved';
  return (
    <ContentCard section titleId="rp-identity" title="Identity" icon={IdcardOutlined}>
      <Facts>
        <dt>Identity check</dt>
        <dd>
          <StatusTag color={approved ? 'green' : 'default'}>
            {PROFILE_KYC_LABELS[p.identity.kycStatus]}
          </StatusTag>
        </dd>
        <dt>Verified name</dt>
        <dd>{p.identity.verifiedName ?? 'Not verified yet'}</dd>
        <dt>Email</dt>
        <dd>{p.account.email}</dd>
      </Facts>
      {!approved && (
        <LinkButton to="/kyc" className="rp-gap">
          Verify your identity
        </LinkButton>
      )}
    </ContentCard>
  );
}

const toForm = (p: RenterProfileDto): FormValues => ({
  ...p.fields,
  monthlyIncome: p.fields.monthlyIncome === null ? '' : String(p.fields.monthlyIncome),
  shown: p.shown,
  showLandlordReviews: p.showLandlordReviews,
});

function ProfileForm({ profile: p }: { profile: RenterProfileDto }) {
  const [form] = Form.useForm<FormValues>();
  const save = useSaveRenterProfile();
  const [error, setError] = useState<string | null>(null);

  const onFinish = (values: FormValues) => {
    setError(null);
    const income = values.monthlyIncome.trim();
    const { ninNumber, ...rest } = values;
    save.mutate(
      {
        ...rest,
        ...(p.identity.ninFromKyc ? {} : { ninNumber }),
        monthlyIncome: income === '' ? null : Number(income.replace(/[,\s]/g, '')),
      },
      {
        onSuccess: () => toast.success('Renter profile saved'),
        onError: (err) => {
          const details = err instanceof ApiError ? (err.details ?? []) : [];
          if (details.length) {
            form.setFields(
              details.map((d) => ({ name: d.field as keyof FormValues, errors: [d.message] })),
            );
          } else setError(errorMessage(err));
        },
      },
    );
  };

  const text = (name: keyof FormValues, extra: { type?: string; inputMode?: 'numeric' } = {}) => (
    <Form.Item name={name} label={FIELD_LABELS[name]}>
      <Input type={extra.type} inputMode={extra.inputMode} autoComplete="off" />
    </Form.Item>
  );
  const relationship = (name: 'referenceRelationship' | 'guarantorRelationship') => (
    <Form.Item name={name} label={FIELD_LABELS[name]}>
      <Select
        allowClear
        placeholder="Choose"
        options={RELATIONSHIP_CHOICES.map((c) => ({ value: c.value, label: c.label }))}
      />
    </Form.Item>
  );

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={toForm(p)}
      onFinish={onFinish}
      className="rp-form"
      requiredMark={false}
    >
      <ContentCard section titleId="rp-about" title="About you">
        <Form.Item name="about" label="A few words for landlords (optional)">
          <Input.TextArea rows={3} maxLength={500} showCount />
        </Form.Item>
        <div className="rp-fields">
          {text('phone', { type: 'tel' })}
          {text('dateOfBirth', { type: 'date' })}
          {!p.identity.ninFromKyc && text('ninNumber', { inputMode: 'numeric' })}
        </div>
        {p.identity.ninFromKyc && (
          <p className="rn-muted rp-hint">Your NIN comes from your identity verification.</p>
        )}
      </ContentCard>
      <ContentCard section titleId="rp-work" title="Work and income">
        <div className="rp-fields">
          {text('occupation')}
          {text('employer')}
          {text('monthlyIncome', { inputMode: 'numeric' })}
        </div>
      </ContentCard>
      <ContentCard section titleId="rp-reference" title="Reference">
        <div className="rp-fields">
          {text('referenceName')}
          {relationship('referenceRelationship')}
          {text('referencePhone', { type: 'tel' })}
          {text('referenceEmail', { type: 'email' })}
        </div>
      </ContentCard>
      <ContentCard section titleId="rp-guarantor" title="Guarantor">
        <p className="rn-muted rp-hint">
          Your guarantor is emailed to confirm each application you make; saving them here asks
          nothing of them yet.
        </p>
        <div className="rp-fields">
          {text('guarantorName')}
          {relationship('guarantorRelationship')}
          {text('guarantorPhone', { type: 'tel' })}
          {text('guarantorEmail', { type: 'email' })}
          {text('guarantorOccupation')}
          {text('guarantorEmployer')}
          {text('guarantorNinNumber', { inputMode: 'numeric' })}
        </div>
      </ContentCard>
      <ContentCard section titleId="rp-shown" title="What landlords see">
        <p className="rn-muted rp-hint">
          Landlords you apply to, shared links and the PDF show only what you tick. NINs, phone
          numbers and emails never show on a shared link.
        </p>
        <Form.Item name="shown" label="Show on my profile">
          <Checkbox.Group className="rp-checks">
            {PROFILE_SECTIONS.map((s) => (
              <Checkbox key={s} value={s}>
                <strong>{PROFILE_SECTION_LABELS[s]}</strong>
                <span className="rn-muted rp-check-hint">{PROFILE_SECTION_HINTS[s]}</span>
              </Checkbox>
            ))}
          </Checkbox.Group>
        </Form.Item>
        <Form.Item
          name="showLandlordReviews"
          valuePropName="checked"
          label="Show landlords’ reviews of me to landlords I apply to"
          extra="Only landlords whose home you apply to see them, in your application. Never on a shared link."
        >
          <Switch />
        </Form.Item>
      </ContentCard>
      {error && <Alert type="error" showIcon title={error} />}
      <div className="rp-actions">
        <Button type="primary" htmlType="submit" size="large" loading={save.isPending}>
          Save profile
        </Button>
      </div>
    </Form>
  );
}

function ShareCard({ profile: p }: { profile: RenterProfileDto }) {
  const [days, setDays] = useState<ProfileShareDays>(7);
  const share = useShareProfile();
  const revoke = useRevokeShare();
  const create = () =>
    share.mutate(
      { days },
      {
        onSuccess: () => toast.success(`Link made: it opens for ${daysLabel(days)}`),
        onError: (err) => toast.error(errorMessage(err)),
      },
    );
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Link copied');
    } catch {
      toast.error('Could not copy: select the link and copy it');
    }
  };
  const open = p.shares.filter((s) => s.state === 'open');
  const closed = p.shares.filter((s) => s.state !== 'open').slice(0, 3);
  return (
    <ContentCard section titleId="rp-share" title="Share your profile" icon={LinkOutlined}>
      <p className="rn-muted rp-hint">
        Anyone with the link sees what you chose, without signing in, until it expires or you
        withdraw it.
      </p>
      <div className="rp-share__make">
        <Select
          aria-label="Link opens for"
          value={days}
          onChange={setDays}
          options={PROFILE_SHARE_DAYS.map((d) => ({ value: d, label: `Open ${daysLabel(d)}` }))}
          className="rp-share__days"
        />
        <Button type="primary" loading={share.isPending} onClick={create}>
          Make a link
        </Button>
      </div>
      <ul className="rp-links" aria-label="Your links">
        {[...open, ...closed].map((s) => (
          <li key={s.id} className="rp-link">
            <div className="rp-link__head">
              <StatusTag color={SHARE_STATE[s.state].color}>{SHARE_STATE[s.state].label}</StatusTag>
              <span className="rn-muted">
                {s.state === 'revoked' && s.revokedAt
                  ? `Withdrawn ${formatDateTime(s.revokedAt)}`
                  : `${s.state === 'open' ? 'Open until' : 'Expired'} ${formatDateTime(s.expiresAt)}`}
              </span>
            </div>
            {s.state === 'open' && (
              <>
                <Input
                  readOnly
                  value={s.url}
                  aria-label="Shared link"
                  onFocus={(e) => e.target.select()}
                />
                <div className="rp-link__actions">
                  <Button icon={<CopyOutlined />} onClick={() => void copy(s.url)}>
                    Copy
                  </Button>
                  <a
                    className={buttonClass('default', 'middle', 'rp-whatsapp')}
                    href={whatsappShareUrl(s.url, p.account.name)}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    <WhatsAppOutlined aria-hidden="true" /> WhatsApp
                  </a>
                  <Button
                    danger
                    loading={revoke.isPending && revoke.variables === s.id}
                    onClick={() =>
                      revoke.mutate(s.id, {
                        onSuccess: () => toast.success('Link withdrawn: it no longer opens'),
                        onError: (err) => toast.error(errorMessage(err)),
                      })
                    }
                  >
                    Withdraw
                  </Button>
                </div>
              </>
            )}
          </li>
        ))}
      </ul>
    </ContentCard>
  );
}
