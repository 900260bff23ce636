import { Button } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { paginationWindow } from '../lib/pagination';

/** First, last, current±1 and ellipses (see paginationWindow). */
export function PagePagination({
  current,
  last,
  onChange,
}: {
  current: number;
  last: number;
  onChange: (page: number) => void;
}) {
  if (last <= 1) return null;
  return (
    <nav className="rp-pagination" aria-label="Pagination">
      <Button
        icon={<LeftOutlined />}
        aria-label="Previous page"
        disabled={current <= 1}
        onClick={() => onChange(current - 1)}
      />
      {paginationWindow(current, last).map((item) =>
        typeof item === 'number' ? (
          <Button
            key={item}
            type={item === current ? 'primary' : 'default'}
            aria-label={`Page ${item}`}
            aria-current={item === current ? 'page' : undefined}
            onClick={() => item !== current && onChange(item)}
          >
            {item}
          </Button>
        ) : (
          <span key={item} className="rp-pagination__gap" aria-hidden="true">
            …
          </span>
        ),
      )}
      <Button
        icon={<RightOutlined />}
        aria-label="Next page"
        disabled={current >= last}
        onClick={() => onChange(current + 1)}
      />
    </nav>
  );
}
