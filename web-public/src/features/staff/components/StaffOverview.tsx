import { ArrowRightOutlined, CheckCircleOutlined } from '@ant-design/icons';
import { Skeleton } from 'antd';
import { formatDateTime } from '@rentnaija/shared';
import { ROLE_LABELS, useAuth } from '../../auth';
import { QueryView } from '../../../components/QueryStates';
import { useStaffOverview } from '../queries';
import '../staff.css';

/** The console list of `resource` with `filter` applied (the console is its own app at /admin). */
export const consoleLink = (resource: string, filter: Record<string, string>) =>
  `/admin/${resource}?filter=${encodeURIComponent(JSON.stringify(filter))}`;

/**
 * /admin-dashboard: the staff's landing page. Counts of what needs action (listings, KYC,
 * ownership proofs, contact messages, failed emails, and whatever later features add), each a
 * link into the console's filtered list; counted again every 30 seconds.
 */
export function StaffOverview() {
  const { user } = useAuth();
  const overview = useStaffOverview();
  const firstName = user?.name.split(/\s+/)[0] ?? '';
  const entries = overview.data ? Object.entries(overview.data.counts) : [];
  const waiting = entries.reduce((sum, [, item]) => sum + item.count, 0);

  return (
    <div className="rn-container rn-section rn-staff">
      <header className="rn-staff__head">
        <h1 className="rn-section__title">Welcome back, {firstName}</h1>
        <p className="rn-section__lead">
          {user ? `${ROLE_LABELS[user.role] ?? user.role} · ` : ''}
          {overview.data
            ? waiting === 0
              ? 'Nothing needs action right now.'
              : `${waiting} item${waiting === 1 ? '' : 's'} need${waiting === 1 ? 's' : ''} action.`
            : 'What needs action today.'}
        </p>
      </header>
      <QueryView
        query={overview}
        loading={<Skeleton active paragraph={{ rows: 4 }} />}
        errorTitle="Could not load the counts"
      >
        {() => (
          <>
            <ul className="rn-staff__grid" aria-label="Needs action">
              {entries.map(([name, item]) => (
                <li key={name}>
                  <a
                    className={`rn-staff__card${item.count > 0 ? ' rn-staff__card--due' : ''}`}
                    href={consoleLink(item.resource, item.filter)}
                  >
                    <span className="rn-staff__count">{item.count}</span>
                    <span className="rn-staff__label">{item.label}</span>
                    <span className="rn-staff__go">
                      {item.count > 0 ? (
                        <>
                          Open in the console <ArrowRightOutlined aria-hidden="true" />
                        </>
                      ) : (
                        <>
                          <CheckCircleOutlined aria-hidden="true" /> All clear
                        </>
                      )}
                    </span>
                  </a>
                </li>
              ))}
            </ul>
            <p className="rn-staff__note">
              Counted {formatDateTime(new Date(overview.dataUpdatedAt))}; counts again every 30
              seconds. <a href="/admin">Open the console</a>
            </p>
          </>
        )}
      </QueryView>
    </div>
  );
}
