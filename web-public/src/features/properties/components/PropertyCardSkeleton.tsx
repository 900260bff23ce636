import { Card, Skeleton } from 'antd';
import '../card.css';

export function PropertyCardSkeleton({ view = 'grid' }: { view?: 'grid' | 'list' }) {
  return (
    <Card className={`rp-pcard rp-pcard--${view}`} styles={{ body: { padding: 0 } }} aria-hidden>
      <div className="rp-pcard__inner">
        <div className="rp-pcard__media">
          <Skeleton.Node active className="rp-skeleton-photo">
            <span />
          </Skeleton.Node>
        </div>
        <div className="rp-pcard__body">
          <Skeleton active title={{ width: '70%' }} paragraph={{ rows: 3 }} />
        </div>
      </div>
    </Card>
  );
}
