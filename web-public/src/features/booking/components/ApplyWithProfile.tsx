import { Alert, Button } from 'antd';
import { IdcardOutlined } from '@ant-design/icons';
import type { ApplicationDto, RenterProfileDto } from '@rentnaija/shared';
import { errorMessage } from '../../../api/errors';
import { LinkButton } from '../../../components/LinkButton';
import { toast } from '../../../components/toast';
import { useApplyWithProfile } from '../../renter-profile';

/**
 * The booking's first step when the tenant has a renter profile: the form below is filled from
 * it, and a complete profile applies in one click (the guarantor is still asked to confirm).
 */
export function ApplyWithProfile({
  profile,
  propertyId,
  onApplied,
}: {
  profile: RenterProfileDto;
  propertyId: string;
  onApplied: (app: ApplicationDto) => void;
}) {
  const apply = useApplyWithProfile();
  const ready = profile.missing.length === 0;
  return (
    <Alert
      type={ready ? 'success' : 'info'}
      showIcon
      icon={<IdcardOutlined />}
      className="rb-note rb-profile"
      title={ready ? 'Apply with your renter profile' : 'Filled in from your renter profile'}
      description={
        <>
          <p className="rb-profile__text">
            {ready
              ? `Your details, reference and guarantor (${profile.fields.guarantorName}) come from your profile. We email your guarantor to confirm this application.`
              : 'Check the details below, or complete your profile to apply in one click next time.'}
          </p>
          {ready ? (
            <Button
              type="primary"
              loading={apply.isPending}
              onClick={() =>
                apply.mutate(propertyId, {
                  onSuccess: (app) => {
                    toast.success('Application sent with your renter profile.');
                    onApplied(app);
                  },
                  onError: (err) => toast.error(errorMessage(err)),
                })
              }
            >
              Apply with my profile
            </Button>
          ) : (
            <LinkButton to="/renter-profile">Complete my profile</LinkButton>
          )}
        </>
      }
    />
  );
}
