import { Link } from 'react-router-dom';
import { Skeleton } from 'antd';
import { HomeOutlined } from '@ant-design/icons';
import { formatNaira, lagosToday } from '@rentnaija/shared';
import { LinkButton } from '../../../components/LinkButton';
import { EmptyState, QueryView } from '../../../components/QueryStates';
import { useAuth } from '../../auth';
import { readableDate } from '../lib';
import { useMyTenancies } from '../queries';
import { TenancyStateTag } from './TenancyView';
import '../tenancies.css';

/** 'moving in 1 Dec 2026' ahead of the day, 'moved in 6 Nov 2026' from it (WAT). */
const moveInWords = (date: string) =>
  `${date > lagosToday() ? 'moving in' : 'moved in'} ${readableDate(date)}`;

/** /tenancies — the signed-in tenant's homes, or the landlord's let listings. */
export function TenanciesView() {
  const { user } = useAuth();
  const tenancies = useMyTenancies();
  const landlord = user?.role === 'landlord';
  return (
    <div className="rn-container rn-section">
      <h1 className="rn-section__title">Tenancies</h1>
      <p className="rn-section__lead">
        {landlord
          ? 'Your let homes: who lives there, the money held and each step to the keys.'
          : 'Your homes: the money you paid, your move-in date and each step to the keys.'}
      </p>
      <QueryView
        query={tenancies}
        loading={<Skeleton active paragraph={{ rows: 6 }} />}
        errorTitle="Could not load your tenancies"
        isEmpty={(d) => d.data.length === 0}
        empty={
          <EmptyState
            icon={<HomeOutlined />}
            title="No tenancies yet"
            text={
              landlord
                ? 'A tenancy begins when you approve an application and the tenant pays.'
                : 'A tenancy begins when your application is approved and paid.'
            }
            action={
              landlord ? undefined : <LinkButton to="/applications">My Applications</LinkButton>
            }
          />
        }
      >
        {({ data }) => (
          <ul className="rt-list">
            {data.map((t) => (
              <li key={t.id} className="rn-card rt-list__item">
                <div>
                  <Link to={`/tenancies/${t.id}`} className="rt-list__title">
                    {t.property.title}
                  </Link>
                  <p className="rn-muted">
                    {t.reference} · {landlord ? t.tenant.name : t.landlord.name} ·{' '}
                    {formatNaira(t.moveIn.total)}
                    {t.moveInDate ? ` · ${moveInWords(t.moveInDate)}` : ''}
                  </p>
                </div>
                <TenancyStateTag state={t.state} />
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </div>
  );
}
