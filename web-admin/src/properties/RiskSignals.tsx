import { Alert, Box, Chip, List, ListItem, Stack, Typography } from '@mui/material';
import {
  formatDateTime,
  LISTING_SIGNAL_LABELS,
  type ListingSignal,
  type PhotoMatch,
  type SharedIdentity,
  SENIOR_REVIEW_SCORE,
} from '@rentnaija/shared';
import { Link, useCreatePath } from 'react-admin';
import type { PropertyRecord } from './moderation';

/** The score as a chip: red when it holds the listing for a senior review, amber when flagged. */
export const RiskChip = ({ record }: { record: PropertyRecord }) => {
  const risk = record.risk;
  if (!risk) return null;
  if (!risk.checkedAt) return <Chip size="small" variant="outlined" label="Checking" />;
  if (risk.score === 0) return <Chip size="small" variant="outlined" label="None" />;
  return (
    <Chip
      size="small"
      color={risk.held ? 'error' : 'warning'}
      label={risk.held ? `Held · ${risk.score}` : String(risk.score)}
      title={risk.signals.map((s) => LISTING_SIGNAL_LABELS[s.code]).join('; ')}
    />
  );
};

const PHOTO_STYLE = {
  width: '100%',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  display: 'block',
  borderRadius: 4,
} as const;

/** This listing's photo beside the other landlord's, with a link to the other listing. */
const PhotoPair = ({ match }: { match: PhotoMatch }) => {
  const createPath = useCreatePath();
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: '1fr 1fr',
        gap: 1,
        mt: 1,
        maxWidth: 560,
      }}
    >
      <figure style={{ margin: 0 }}>
        <img src={match.photoUrl} alt="This listing's photo" style={PHOTO_STYLE} loading="lazy" />
        <Typography component="figcaption" variant="caption">
          This listing
        </Typography>
      </figure>
      <figure style={{ margin: 0 }}>
        <img
          src={match.otherPhotoUrl}
          alt={`The photo on ${match.otherTitle}`}
          style={PHOTO_STYLE}
          loading="lazy"
        />
        <Typography component="figcaption" variant="caption">
          <Link
            to={createPath({ resource: 'properties', id: match.otherPropertyId, type: 'show' })}
          >
            {match.otherTitle}
          </Link>{' '}
          by {match.otherLandlordName} · {match.distance} of 64 bits differ
        </Typography>
      </figure>
    </Box>
  );
};

const SHARED_LABELS: Record<SharedIdentity['kind'], string> = {
  phone: 'Same phone',
  bank_account: 'Same bank account',
  device: 'Signed in on the same device',
};

/** What a signal shows beyond its summary: the photos side by side, the other accounts. */
const Evidence = ({ signal }: { signal: ListingSignal }) => {
  const createPath = useCreatePath();
  if (signal.code === 'duplicate_photo') {
    return (
      <>
        {signal.evidence.matches.map((match) => (
          <PhotoPair key={`${match.photoUrl}-${match.otherPropertyId}`} match={match} />
        ))}
      </>
    );
  }
  if (signal.code === 'shared_identity') {
    return (
      <Typography variant="body2" component="div">
        {signal.evidence.shared.map((s) => (
          <div key={s.kind}>
            {SHARED_LABELS[s.kind]}:{' '}
            {s.otherLandlords.map((o, i) => (
              <span key={o.id}>
                {i > 0 ? ', ' : ''}
                <Link to={createPath({ resource: 'users', id: o.id, type: 'show' })}>
                  {o.name}
                </Link>{' '}
                ({o.email})
              </span>
            ))}
          </div>
        ))}
      </Typography>
    );
  }
  return null;
};

/**
 * The fraud signals of the version under review, each with its points, the figures and the
 * evidence; a listing held for a senior review says what approving it needs.
 */
export const RiskSignals = ({ record }: { record: PropertyRecord }) => {
  const risk = record.risk;
  if (!risk) return null;
  if (!risk.checkedAt) {
    return (
      <Alert severity="info" sx={{ my: 2 }}>
        Fraud signals: this version is being checked. Approving it checks it first.
      </Alert>
    );
  }
  if (risk.signals.length === 0) {
    return (
      <Alert severity="success" sx={{ my: 2 }}>
        Fraud signals: none found (checked {formatDateTime(risk.checkedAt)}).
      </Alert>
    );
  }
  return (
    <Alert severity={risk.held ? 'error' : 'warning'} sx={{ my: 2 }} icon={false}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        Fraud signals: score {risk.score}
        {risk.held ? ' · held for a senior review' : ''}
      </Typography>
      <Typography variant="body2">
        {risk.held
          ? `A score of ${SENIOR_REVIEW_SCORE} or more keeps it out of "Approve all": an admin approves it with a note saying why it may go live.`
          : `Below ${SENIOR_REVIEW_SCORE}: read the reasons before approving.`}{' '}
        Checked {formatDateTime(risk.checkedAt)}.
      </Typography>
      <List dense disablePadding sx={{ mt: 1 }}>
        {risk.signals.map((s) => (
          <ListItem key={s.code} disableGutters sx={{ display: 'block' }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Chip size="small" label={`+${s.points}`} />
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {LISTING_SIGNAL_LABELS[s.code]}
              </Typography>
            </Stack>
            <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
              {s.summary}
            </Typography>
            <Evidence signal={s} />
          </ListItem>
        ))}
      </List>
      {risk.signals.some((s) => s.code === 'contact_details') ? (
        <Typography variant="body2" sx={{ mt: 1 }}>
          The public page shows the text with these details removed, so that talk and payment stay
          on RentNaija.
        </Typography>
      ) : null}
    </Alert>
  );
};
