import { useQuery } from '@tanstack/react-query';
import { EditOutlined } from '@ant-design/icons';
import { type DraftDto, formatDate } from '@rentnaija/shared';
import { api } from '../../../api/client';
import { LinkButton } from '../../../components/LinkButton';
import { DRAFT_LIST_KEY } from '../../../components/step-form';

/** What each unfinished form is called, and where it goes on. */
function describe(draft: DraftDto): { title: string; detail?: string; to: string } | null {
  const data = draft.data as { draft?: { title?: unknown } };
  const named = typeof data.draft?.title === 'string' ? data.draft.title.trim() : '';
  switch (draft.kind) {
    case 'listing':
      return draft.key
        ? {
            title: 'Continue editing your listing',
            detail: named,
            to: `/property/${draft.key}/edit`,
          }
        : { title: 'Continue your listing', detail: named, to: '/list-property' };
    case 'booking':
      return { title: 'Continue your booking', to: `/payment/${draft.key}` };
    case 'kyc':
      return { title: 'Continue your identity verification', to: '/kyc' };
    default:
      return null;
  }
}

/**
 * The user's unfinished forms (kept on the server, so they follow the user to any device), each
 * with a button to go on where it was left. Nothing shows when there are none.
 */
export function ContinueDrafts() {
  const drafts = useQuery({
    queryKey: DRAFT_LIST_KEY,
    queryFn: ({ signal }) => api.get('/api/drafts', { signal }),
  });
  const items = (drafts.data ?? []).flatMap((d) => {
    const item = describe(d as DraftDto);
    return item ? [{ ...item, key: `${d.kind}:${d.key}`, updatedAt: d.updatedAt }] : [];
  });
  if (!items.length) return null;
  return (
    <section className="rn-card rn-dash-drafts" aria-labelledby="drafts-title">
      <h2 id="drafts-title" className="rn-visually-hidden">
        Unfinished forms
      </h2>
      <ul className="rn-dash-drafts__list">
        {items.map((item) => (
          <li key={item.key} className="rn-dash-drafts__item">
            <span className="rn-dash-drafts__text">
              <strong>{item.title}</strong>
              <span className="rn-muted">
                {item.detail ? `“${item.detail}” · ` : ''}Saved {formatDate(item.updatedAt)}
              </span>
            </span>
            <LinkButton to={item.to} type="primary" icon={<EditOutlined />}>
              Continue
            </LinkButton>
          </li>
        ))}
      </ul>
    </section>
  );
}
