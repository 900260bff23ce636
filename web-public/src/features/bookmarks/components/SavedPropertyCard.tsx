import { Button, Card, Tag, Typography } from 'antd';
import {
  BellOutlined,
  DeleteOutlined,
  EditOutlined,
  EnvironmentOutlined,
  FolderOutlined,
} from '@ant-design/icons';
import { formatDate, formatNaira, plural } from '@rentnaija/shared';
import type { BookmarkDto } from '@rentnaija/shared';
import { Link } from 'react-router-dom';
import { LinkButton } from '../../../components/LinkButton';
import { PropertyImage, VerifiedOwnerBadge } from '../../properties';

const { Text, Title, Paragraph } = Typography;

export function SavedPropertyCard({
  bookmark,
  removing,
  onRemove,
  onEdit,
}: {
  bookmark: BookmarkDto;
  removing: boolean;
  onRemove: () => void;
  onEdit: () => void;
}) {
  const p = bookmark.property;
  const alerts = [
    bookmark.notifyPriceChange && 'price',
    bookmark.notifyStatusChange && 'status',
    bookmark.notifyAvailability && 'availability',
  ].filter(Boolean);
  return (
    <Card className="rp-pcard rp-saved" styles={{ body: { padding: 0, height: '100%' } }}>
      <article className="rp-pcard__inner">
        <div className="rp-pcard__media">
          <PropertyImage image={p.image} fallbackAlt={p.title} />
          <Button
            className="rp-saved__remove"
            shape="circle"
            danger
            icon={<DeleteOutlined />}
            loading={removing}
            aria-label={`Remove ${p.title} from saved properties`}
            title="Remove from saved"
            onClick={onRemove}
          />
        </div>
        <div className="rp-pcard__body">
          <Title level={2} className="rp-pcard__title rp-saved__title">
            <Link to={`/property/${p.id}`}>{p.title}</Link>
          </Title>
          <Text type="secondary" className="rp-pcard__location">
            <EnvironmentOutlined aria-hidden="true" /> {p.location}
          </Text>
          <Text>
            {plural(p.bedrooms, 'bedroom')} · {plural(p.bathrooms, 'bathroom')}
          </Text>
          {p.verifiedOwner && (
            <div>
              <VerifiedOwnerBadge />
            </div>
          )}
          <div className="rp-pcard__price">
            <Text strong>{formatNaira(p.price)}</Text>
            <Text type="secondary"> per month</Text>
          </div>
          <Text type="secondary" className="rp-saved__date">
            Saved on {formatDate(bookmark.createdAt)}
          </Text>
          {(bookmark.bookmarkFolder || alerts.length > 0) && (
            <div className="rp-pcard__meta">
              {bookmark.bookmarkFolder && (
                <Tag icon={<FolderOutlined />}>{bookmark.bookmarkFolder}</Tag>
              )}
              {alerts.length > 0 && (
                <Text type="secondary">
                  <BellOutlined aria-hidden="true" /> Alerts: {alerts.join(', ')}
                </Text>
              )}
            </div>
          )}
          {bookmark.notes && (
            <Paragraph className="rp-saved__note" ellipsis={{ rows: 2, tooltip: bookmark.notes }}>
              {bookmark.notes}
            </Paragraph>
          )}
          <div className="rp-saved__actions">
            <LinkButton type="primary" to={`/property/${p.id}`}>
              View Details
            </LinkButton>
            <Button
              icon={<EditOutlined />}
              onClick={onEdit}
              aria-label={`Edit note, folder and alerts for ${p.title}`}
            >
              Edit
            </Button>
          </div>
        </div>
      </article>
    </Card>
  );
}
