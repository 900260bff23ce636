import type { ReactNode } from 'react';
import { Tooltip } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, InfoCircleOutlined } from '@ant-design/icons';
import { type FigureTrend, trendText } from '@rentnaija/shared';
import './stat-card.css';

/** How a trend reads next to its figure, with the period it compares against. */
export function TrendLine({ trend, against }: { trend: FigureTrend; against: string }) {
  const direction =
    trend.change === null || trend.change > 0 ? 'up' : trend.change < 0 ? 'down' : 'flat';
  return (
    <span className={`rn-stat__trend rn-stat__trend--${direction}`}>
      {direction === 'up' && <ArrowUpOutlined aria-hidden="true" />}
      {direction === 'down' && <ArrowDownOutlined aria-hidden="true" />}{' '}
      {trend.change === null ? 'New' : trendText(trend)} {against}
    </span>
  );
}

/**
 * One figure of a dashboard: its label, value, an optional line under it, and what exactly was
 * counted (the server's definition) in a tooltip that keyboard and screen-reader users reach too.
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
          <Tooltip title={definition}>
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
