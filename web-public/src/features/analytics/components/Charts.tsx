import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatNaira, formatNairaCompact, type LandlordAnalyticsDto } from '@rentnaija/shared';

const monthFmt = new Intl.DateTimeFormat('en-NG', {
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
/** '2026-11' → 'Nov 2026'. */
export const monthLabel = (month: string) => monthFmt.format(new Date(`${month}-01T00:00:00Z`));

/** Colours come from the theme's variables, so both charts follow light and dark mode. */
const AXIS = { fill: 'var(--rn-muted)', fontSize: 12 };
const TOOLTIP = {
  contentStyle: {
    background: 'var(--rn-surface)',
    border: '1px solid var(--rn-border)',
    borderRadius: 10,
    color: 'var(--rn-text)',
  },
  labelStyle: { color: 'var(--rn-text)', fontWeight: 600 },
  itemStyle: { color: 'var(--rn-text)' },
  cursor: { fill: 'var(--rn-surface-2)' },
};

/**
 * A chart, and the same figures as a table for screen readers and anyone who prefers one: a
 * row per bar, named in its first cell.
 */
function ChartFigure({
  id,
  title,
  summary,
  chart,
  note,
  columns,
  rows,
}: {
  id: string;
  title: string;
  summary: string;
  chart: React.ReactNode;
  note?: React.ReactNode;
  columns: [string, string];
  rows: { key: string; name: string; value: string }[];
}) {
  return (
    <section className="rn-card rn-analytics__chart" aria-labelledby={id}>
      <h2 id={id} className="rn-analytics__subtitle">
        {title}
      </h2>
      <div className="rn-analytics__plot" role="img" aria-label={summary}>
        {chart}
      </div>
      {note}
      <details className="rn-analytics__table">
        <summary>Show as a table</summary>
        <table>
          <thead>
            <tr>
              <th scope="col">{columns[0]}</th>
              <th scope="col">{columns[1]}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.key}>
                <th scope="row">{r.name}</th>
                <td>{r.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}

export function RentByMonthChart({ data }: { data: LandlordAnalyticsDto['rentByMonth'] }) {
  const rows = data.map((d) => ({ ...d, label: monthLabel(d.month) }));
  const total = data.reduce((sum, d) => sum + d.rentReceived, 0);
  return (
    <ChartFigure
      id="rent-by-month-title"
      title="Rent Received by Month"
      summary={`Rent received by month over the last six months, ${formatNaira(total)} in all. The table below lists each month.`}
      chart={
        <ResponsiveContainer width="100%" height={260}>
          <BarChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
            <CartesianGrid stroke="var(--rn-border)" vertical={false} />
            <XAxis dataKey="label" tick={AXIS} tickLine={false} axisLine={false} />
            <YAxis
              tick={AXIS}
              tickLine={false}
              axisLine={false}
              width={56}
              tickFormatter={(v: number) => formatNairaCompact(v)}
            />
            <Tooltip {...TOOLTIP} formatter={(v) => [formatNaira(Number(v)), 'Rent received']} />
            <Bar
              dataKey="rentReceived"
              fill="var(--rn-brand)"
              radius={[6, 6, 0, 0]}
              maxBarSize={48}
            />
          </BarChart>
        </ResponsiveContainer>
      }
      columns={['Month', 'Rent received']}
      rows={rows.map((r) => ({ key: r.month, name: r.label, value: formatNaira(r.rentReceived) }))}
    />
  );
}

const shortTitle = (title: string) => (title.length > 16 ? `${title.slice(0, 15)}…` : title);

/** 'and 28 more listings with 40 views', or nothing when every listing is shown. */
export function moreListingsText({ others, otherViews }: LandlordAnalyticsDto['viewsByProperty']) {
  if (others === 0) return null;
  const listings = others === 1 ? '1 more listing' : `${others} more listings`;
  const views = otherViews === 1 ? '1 view' : `${otherViews.toLocaleString('en-NG')} views`;
  return `and ${listings} with ${views} between them`;
}

/** The most viewed listings of the period, most views first, and how many more there are. */
export function PropertyViewsChart({
  data,
  periodLabel,
}: {
  data: LandlordAnalyticsDto['viewsByProperty'];
  periodLabel: string;
}) {
  const rows = data.top.map((d) => ({ ...d, label: shortTitle(d.title) }));
  const more = moreListingsText(data);
  return (
    <ChartFigure
      id="property-views-title"
      title="Most Viewed Listings"
      summary={`Views of your ${rows.length} most viewed listings, ${periodLabel.toLowerCase()}${more ? `, ${more}` : ''}. The table below lists each listing.`}
      chart={
        <ResponsiveContainer width="100%" height={Math.max(160, rows.length * 44)}>
          <BarChart
            data={rows}
            layout="vertical"
            margin={{ top: 0, right: 16, bottom: 0, left: 0 }}
          >
            <CartesianGrid stroke="var(--rn-border)" horizontal={false} />
            <XAxis
              type="number"
              allowDecimals={false}
              tick={AXIS}
              tickLine={false}
              axisLine={false}
            />
            <YAxis
              type="category"
              dataKey="label"
              width={112}
              tick={AXIS}
              tickLine={false}
              axisLine={false}
            />
            <Tooltip {...TOOLTIP} formatter={(v) => [Number(v).toLocaleString('en-NG'), 'Views']} />
            <Bar dataKey="views" fill="var(--rn-accent)" radius={[0, 6, 6, 0]} maxBarSize={28} />
          </BarChart>
        </ResponsiveContainer>
      }
      note={
        more ? <p className="rn-analytics__more">{more[0].toUpperCase() + more.slice(1)}.</p> : null
      }
      columns={['Listing', 'Views']}
      rows={data.top.map((r) => ({
        key: r.propertyId,
        name: r.title,
        value: r.views.toLocaleString('en-NG'),
      }))}
    />
  );
}
