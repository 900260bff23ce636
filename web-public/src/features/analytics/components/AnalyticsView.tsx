import { Link, useSearchParams } from 'react-router-dom';
import { Select, Skeleton } from 'antd';
import {
  BarChartOutlined,
  DownloadOutlined,
  EyeOutlined,
  HomeOutlined,
  PercentageOutlined,
  SafetyCertificateOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import {
  ANALYTICS_PERIOD_LABELS,
  ANALYTICS_PERIODS,
  type AnalyticsPeriod,
  formatDate,
  formatNaira,
  type LandlordAnalyticsDto,
} from '@rentnaija/shared';
import { buttonClass } from '../../../components/LinkButton';
import { EmptyState, QueryView } from '../../../components/QueryStates';
import { StatGrid, TrendLine } from '../../../components/StatCard';
import { downloadCsv, topPropertiesCsv } from '../csv';
import { useLandlordAnalytics } from '../queries';
import { PropertyViewsChart, RentByMonthChart } from './Charts';
import '../../../components/stat-card.css';
import '../analytics.css';

const isPeriod = (v: string | null): v is AnalyticsPeriod =>
  !!v && (ANALYTICS_PERIODS as readonly string[]).includes(v);

const watDay = (date: string) => formatDate(`${date}T12:00:00+01:00`);

/**
 * /analytics: the landlord's figures for a period (kept in the address,
 * ?period=3months), each card with its trend against the previous period and its definition.
 */
export function AnalyticsView() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('period');
  const period: AnalyticsPeriod = isPeriod(asked) ? asked : 'month';
  const analytics = useLandlordAnalytics(period);

  return (
    <div className="rn-container rn-section rn-analytics">
      <header className="rn-analytics__head">
        <div>
          <h1 className="rn-section__title">Analytics Dashboard</h1>
          <p className="rn-section__lead">
            {analytics.data
              ? `${watDay(analytics.data.range.from)} – ${watDay(analytics.data.range.to)}, West Africa Time`
              : 'How your listings are doing.'}
          </p>
        </div>
        <label className="rn-analytics__period">
          <span>Period</span>
          <Select<AnalyticsPeriod>
            value={period}
            onChange={(value) => setParams(value === 'month' ? {} : { period: value })}
            options={ANALYTICS_PERIODS.map((p) => ({
              value: p,
              label: ANALYTICS_PERIOD_LABELS[p],
            }))}
            style={{ minWidth: 160, maxWidth: '100%' }}
            aria-label="Period"
          />
        </label>
      </header>
      <QueryView
        query={analytics}
        loading={<Skeleton active paragraph={{ rows: 10 }} />}
        errorTitle="Could not load your analytics"
        isEmpty={(data) => !data.hasData}
        empty={
          <EmptyState
            icon={<BarChartOutlined />}
            title="No Analytics Data"
            text="List a property to see its views, enquiries and revenue here."
            link={{ to: '/list-property', label: 'List a Property' }}
          />
        }
      >
        {(data) => <AnalyticsBody data={data} stale={analytics.isPlaceholderData} />}
      </QueryView>
    </div>
  );
}

export function AnalyticsBody({ data, stale }: { data: LandlordAnalyticsDto; stale?: boolean }) {
  const { cards, definitions, days } = data;
  const periodLabel = ANALYTICS_PERIOD_LABELS[data.period];
  return (
    <div className={stale ? 'rn-analytics__body rn-analytics__body--stale' : 'rn-analytics__body'}>
      <StatGrid
        label="Figures"
        cards={[
          {
            label: 'Listings',
            value: cards.totalProperties.value,
            icon: <HomeOutlined />,
            definition: definitions.listings,
            footer: (
              <>
                <span className="rn-analytics__part">
                  {cards.totalProperties.active} live: approved and available
                </span>
                <TrendLine trend={cards.totalProperties.trend} days={days} />
              </>
            ),
          },
          {
            label: 'Views',
            value: cards.totalViews.value.toLocaleString('en-NG'),
            icon: <EyeOutlined />,
            tone: 'violet',
            definition: definitions.views,
            footer: <TrendLine trend={cards.totalViews.trend} days={days} />,
          },
          {
            label: 'Rent Received',
            value: formatNaira(cards.rentReceived.value),
            icon: <WalletOutlined />,
            tone: 'accent',
            definition: definitions.rentReceived,
            footer: <TrendLine trend={cards.rentReceived.trend} days={days} />,
          },
          {
            label: 'Deposits Held',
            value: formatNaira(cards.depositsHeld.value),
            icon: <SafetyCertificateOutlined />,
            tone: 'blue',
            definition: definitions.depositsHeld,
            footer: (
              <span className="rn-analytics__part">
                {cards.depositsHeld.tenancies === 1
                  ? 'For 1 tenancy'
                  : `For ${cards.depositsHeld.tenancies} tenancies`}
                , not part of rent
              </span>
            ),
          },
          {
            label: 'Occupancy',
            value: `${cards.occupancyRate.value}%`,
            icon: <PercentageOutlined />,
            tone: 'blue',
            definition: definitions.occupancy,
            footer: (
              <>
                <span className="rn-analytics__part">
                  {cards.occupancyRate.occupied} of {cards.occupancyRate.eligible} approved listings
                  let
                </span>
                <TrendLine trend={cards.occupancyRate.trend} days={days} />
              </>
            ),
          },
        ]}
      />

      <div className="rn-analytics__charts">
        <RentByMonthChart data={data.rentByMonth} />
        <PropertyViewsChart data={data.viewsByProperty} periodLabel={periodLabel} />
      </div>

      <TopProperties data={data} periodLabel={periodLabel} />
    </div>
  );
}

function TopProperties({ data, periodLabel }: { data: LandlordAnalyticsDto; periodLabel: string }) {
  const rows = data.topProperties;
  const exportCsv = () =>
    downloadCsv(
      `top-properties-${data.range.from}-to-${data.range.to}.csv`,
      topPropertiesCsv(rows, `${data.range.from} to ${data.range.to}`),
    );
  return (
    <section className="rn-card" aria-labelledby="top-title">
      <header className="rn-analytics__section-head">
        <h2 id="top-title" className="rn-analytics__subtitle">
          Top Performing Properties
        </h2>
        <button
          type="button"
          className={buttonClass()}
          onClick={exportCsv}
          disabled={rows.length === 0}
        >
          <DownloadOutlined aria-hidden="true" /> Export CSV
        </button>
      </header>
      {rows.length === 0 ? (
        <p className="rn-analytics__none">
          No views, enquiries or rent received in this period ({periodLabel.toLowerCase()}).
        </p>
      ) : (
        <div className="rn-analytics__scroll">
          <table className="rn-analytics__top">
            <thead>
              <tr>
                <th scope="col">Property</th>
                <th scope="col" title={data.definitions.views}>
                  Views
                </th>
                <th scope="col" title={data.definitions.enquiries}>
                  Inquiries
                </th>
                <th scope="col" title={data.definitions.rentReceived}>
                  Rent received
                </th>
                <th scope="col">
                  <span className="rn-visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.propertyId}>
                  <th scope="row">
                    <span className="rn-analytics__title">{r.title}</span>
                    <span className="rn-analytics__sub">{r.location}</span>
                  </th>
                  <td>{r.views.toLocaleString('en-NG')}</td>
                  <td>{r.enquiries.toLocaleString('en-NG')}</td>
                  <td>{formatNaira(r.rentReceived)}</td>
                  <td>
                    <Link to={`/property/${r.propertyId}`}>View Details</Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
