import { Result } from 'antd';
import { useDocumentTitle } from '../components/useDocumentTitle';
import { LinkButton } from '../components/LinkButton';

export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <div className="rn-container rn-section">
      <Result
        status="404"
        title={<h1 className="rn-result-title">Page not found</h1>}
        subTitle="The page you are looking for does not exist or has moved."
        extra={[
          <LinkButton key="home" to="/" type="primary">
            Back to Home
          </LinkButton>,
          <LinkButton key="browse" to="/properties">
            Browse Properties
          </LinkButton>,
        ]}
      />
    </div>
  );
}
