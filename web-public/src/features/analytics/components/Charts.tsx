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
  columns,
  rows,
}: {
  id: string;
  title: string;
  summary: string;
  chart: React.ReactNode;
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

export function RevenueTrendChart({ data }: { data: LandlordAnalyticsDto['revenueTrend'] }) {
  const rows = data.map((d) => ({ ...d, label: monthLabel(d.month) }));
  const total = data.reduce((sum, d) => sum + d.revenue, 0);
  return (
    <ChartFigure
      id="revenue-trend-title"
      title="Revenue Trend"
      summary={`Revenue by month over the last six months, ${formatNaira(total)} in all. The table below lists each month.`}
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
            <Tooltip {...TOOLTIP} formatter={(v) => [formatNaira(Number(v)), 'Revenue']} />
            <Bar dataKey="revenue" fill="var(--rn-brand)" radius={[6, 6, 0, 0]} maxBarSize={48} />
          </BarChart>
        </ResponsiveContainer>
      }
      columns={['Month', 'Revenue']}
      rows={rows.map((r) => ({ key: r.month, name: r.label, value: formatNaira(r.revenue) }))}
    />
  );
}

const shortTitle = (title: string) => (title.length > 18 ? `${title.slice(0, 17)}…` : title);

export function PropertyViewsChart({
  data,
  periodLabel,
}: {
  data: LandlordAnalyticsDto['viewsByProperty'];
  periodLabel: string;
}) {
  const rows = data.map((d) => ({ ...d, label: shortTitle(d.title) }));
  return (
    <ChartFigure
      id="property-views-title"
      title="Property Views"
      summary={`Views of your first ${data.length} listings, ${periodLabel.toLowerCase()}. The table below lists each listing.`}
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
              width={130}
              tick={AXIS}
              tickLine={false}
              axisLine={false}
            />
            <Tooltip {...TOOLTIP} formatter={(v) => [Number(v).toLocaleString('en-NG'), 'Views']} />
            <Bar dataKey="views" fill="var(--rn-accent)" radius={[0, 6, 6, 0]} maxBarSize={28} />
          </BarChart>
        </ResponsiveContainer>
      }
      columns={['Listing', 'Views']}
      rows={data.map((r) => ({
        key: r.propertyId,
        name: r.title,
        value: r.views.toLocaleString('en-NG'),
      }))}
    />
  );
}
