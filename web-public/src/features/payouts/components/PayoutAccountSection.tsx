import { useState } from 'react';
import { Alert, Button, Form, Input, Select, Skeleton } from 'antd';
import { BankOutlined } from '@ant-design/icons';
import {
  NUBAN_PATTERN,
  PAYOUT_ACCOUNT_MESSAGES,
  PAYOUT_ACCOUNT_STATUS_LABELS,
  type PayoutAccountDto,
  type PayoutAccountRequest,
} from '@rentnaija/shared';
import { errorMessage, fieldErrors } from '../../../api/errors';
import { LinkButton } from '../../../components/LinkButton';
import { QueryView } from '../../../components/QueryStates';
import { toast } from '../../../components/toast';
import { useBanks, usePayoutAccount, useSavePayoutAccount } from '../queries';
import { StatusTag } from '../../../components/StatusTag';

const STATUS_COLORS = { verified: 'green', in_review: 'gold', rejected: 'red' } as const;

/**
 * The landlord's payout bank account: what it is (the number's last four digits, the holder's
 * name as the bank gives it, whether it is verified) and the form to add or change it. The
 * bank's name for the holder must be the landlord's verified name, so it needs approved KYC.
 */
export function PayoutAccountSection() {
  const query = usePayoutAccount();
  const [editing, setEditing] = useState(false);
  return (
    <section className="rn-card rpo-section" aria-labelledby="payout-account-title">
      <h2 id="payout-account-title" className="rpo-section__title">
        <BankOutlined aria-hidden="true" /> Payout bank account
      </h2>
      <QueryView
        query={query}
        loading={<Skeleton active paragraph={{ rows: 2 }} />}
        errorTitle="Could not load your payout account"
      >
        {({ account, identityVerified }) =>
          !identityVerified && !account ? (
            <Alert
              type="warning"
              showIcon
              title="Verify your identity first"
              description={
                <>
                  <p>
                    We send payouts only to a bank account in your verified name, so your identity
                    (KYC) must be approved before you add one.
                  </p>
                  <LinkButton type="primary" to="/kyc">
                    Verify Identity
                  </LinkButton>
                </>
              }
            />
          ) : (
            <>
              {account && <AccountSummary account={account} />}
              {identityVerified &&
                (!account || editing ? (
                  <AccountForm
                    onSaved={() => setEditing(false)}
                    onCancel={account ? () => setEditing(false) : undefined}
                  />
                ) : (
                  <Button onClick={() => setEditing(true)}>Change account</Button>
                ))}
            </>
          )
        }
      </QueryView>
    </section>
  );
}

function AccountSummary({ account }: { account: PayoutAccountDto }) {
  return (
    <div className="rpo-account">
      <dl className="rpo-account__facts">
        <dt>Bank</dt>
        <dd>{account.bankName}</dd>
        <dt>Account number</dt>
        <dd className="rpo-mono">•••••• {account.accountNumberLast4}</dd>
        <dt>Account name</dt>
        <dd>{account.accountName}</dd>
        <dt>Status</dt>
        <dd>
          <StatusTag color={STATUS_COLORS[account.status]}>
            {PAYOUT_ACCOUNT_STATUS_LABELS[account.status]}
          </StatusTag>
        </dd>
      </dl>
      {account.status === 'in_review' && (
        <Alert type="info" showIcon title={PAYOUT_ACCOUNT_MESSAGES.inReview} />
      )}
      {account.status === 'rejected' && (
        <Alert
          type="error"
          showIcon
          title="This account was not accepted for payouts"
          description={`${account.reviewNote ? `Reason: ${account.reviewNote} ` : ''}Add an account in your own verified name.`}
        />
      )}
    </div>
  );
}

function AccountForm({ onSaved, onCancel }: { onSaved(): void; onCancel?: () => void }) {
  const [form] = Form.useForm<PayoutAccountRequest>();
  const [error, setError] = useState<string | null>(null);
  const banks = useBanks();
  const save = useSavePayoutAccount();

  async function onFinish(values: PayoutAccountRequest) {
    setError(null);
    try {
      const { account } = await save.mutateAsync({
        bankCode: values.bankCode,
        accountNumber: values.accountNumber.trim(),
      });
      if (account?.status === 'verified') toast.success(PAYOUT_ACCOUNT_MESSAGES.verified);
      else toast.info(PAYOUT_ACCOUNT_MESSAGES.inReview);
      onSaved();
    } catch (err) {
      form.setFields(fieldErrors(err, ['bankCode', 'accountNumber']));
      setError(errorMessage(err, PAYOUT_ACCOUNT_MESSAGES.saveFailed));
    }
  }

  return (
    <Form<PayoutAccountRequest>
      form={form}
      layout="vertical"
      onFinish={onFinish}
      requiredMark={false}
      aria-label="Payout account form"
      className="rpo-form"
    >
      {error && <Alert type="error" title={error} showIcon role="alert" />}
      <p className="rn-muted rpo-form__lead">
        The account must be in your own name: the bank tells us the holder’s name and we compare it
        with your verified identity.
      </p>
      <Form.Item
        label="Bank"
        name="bankCode"
        rules={[{ required: true, message: PAYOUT_ACCOUNT_MESSAGES.bankRequired }]}
      >
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          placeholder="Choose your bank"
          loading={banks.isPending}
          notFoundContent={banks.isError ? errorMessage(banks.error) : undefined}
          options={(banks.data ?? []).map((b) => ({ value: b.code, label: b.name }))}
        />
      </Form.Item>
      <Form.Item
        label="Account number (NUBAN)"
        name="accountNumber"
        rules={[
          { required: true, message: PAYOUT_ACCOUNT_MESSAGES.accountNumber },
          { pattern: NUBAN_PATTERN, message: PAYOUT_ACCOUNT_MESSAGES.accountNumber },
        ]}
      >
        <Input inputMode="numeric" autoComplete="off" maxLength={10} placeholder="0123456789" />
      </Form.Item>
      <div className="rpo-form__actions">
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          Check and save
        </Button>
        {onCancel && <Button onClick={onCancel}>Cancel</Button>}
      </div>
    </Form>
  );
}
