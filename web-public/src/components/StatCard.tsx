import type { ReactNode } from 'react';
import { Tooltip } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, InfoCircleOutlined } from '@ant-design/icons';
import { type FigureTrend, trendSentence, trendText } from '@rentnaija/shared';
import './stat-card.css';

/**
 * How a trend reads next to its figure: against a named period ('+12% vs last month'), or in
 * words against the previous `days` days ('up 12% on the previous 30 days').
 */
export function TrendLine({
  trend,
  against,
  days,
}: { trend: FigureTrend } & (
  { against: string; days?: never } | { days: number; against?: never }
)) {
  const direction =
    trend.change === null || trend.change > 0 ? 'up' : trend.change < 0 ? 'down' : 'flat';
  return (
    <span className={`rn-stat__trend rn-stat__trend--${direction}`}>
      {direction === 'up' && <ArrowUpOutlined aria-hidden="true" />}
      {direction === 'down' && <ArrowDownOutlined aria-hidden="true" />}{' '}
      {days !== undefined
        ? trendSentence(trend, days)
        : `${trend.change === null ? 'New' : trendText(trend)} ${against}`}
    </span>
  );
}

/**
 * One figure of a dashboard: its label, value, an optional line under it, and what exactly was
 * counted (the server's definition) in a tooltip one tap, hover or keyboard focus away, which
 * screen-reader users hear with the button's name.
 */
export function StatCard({
  label,
  value,
  icon,
  definition,
  footer,
  tone = 'brand',
}: {
  label: string;
  value: ReactNode;
  icon?: ReactNode;
  definition?: string;
  footer?: ReactNode;
  tone?: 'brand' | 'accent' | 'blue' | 'violet';
}) {
  return (
    <div className={`rn-stat rn-stat--${tone}`}>
      <div className="rn-stat__head">
        {icon && (
          <span className="rn-stat__icon" aria-hidden="true">
            {icon}
          </span>
        )}
        <span className="rn-stat__label">{label}</span>
        {definition && (
          <Tooltip title={definition} trigger={['hover', 'focus', 'click']}>
            <button
              type="button"
              className="rn-stat__info"
              aria-label={`How ${label} is counted: ${definition}`}
            >
              <InfoCircleOutlined aria-hidden="true" />
            </button>
          </Tooltip>
        )}
      </div>
      <div className="rn-stat__value">{value}</div>
      {footer && <div className="rn-stat__footer">{footer}</div>}
    </div>
  );
}

/** A row of figures (a list, so screen readers say how many), each a StatCard. */
export function StatGrid({
  label,
  cards,
}: {
  label: string;
  cards: Parameters<typeof StatCard>[0][];
}) {
  return (
    <ul className="rn-stat-grid" aria-label={label}>
      {cards.map((card) => (
        <li key={card.label}>
          <StatCard {...card} />
        </li>
      ))}
    </ul>
  );
}
