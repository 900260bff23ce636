import { Card, Skeleton } from 'antd';
import '../properties.css';

export function PropertyCardSkeleton({ view = 'grid' }: { view?: 'grid' | 'list' }) {
  return (
    <Card className={`rn-pcard rn-pcard--${view}`} styles={{ body: { padding: 0 } }} aria-hidden>
      <div className="rn-pcard__inner">
        <div className="rn-pcard__media">
          <Skeleton.Node active className="rn-skeleton-photo">
            <span />
          </Skeleton.Node>
        </div>
        <div className="rn-pcard__body">
          <Skeleton active title={{ width: '70%' }} paragraph={{ rows: 3 }} />
        </div>
      </div>
    </Card>
  );
}
