import { Button, Result } from 'antd';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../app/useDocumentTitle';

export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <div className="rn-container rn-section">
      <Result
        status="404"
        title={<h1 className="rn-result-title">Page not found</h1>}
        subTitle="The page you are looking for does not exist or has moved."
        extra={[
          <Link key="home" to="/">
            <Button type="primary">Back to Home</Button>
          </Link>,
          <Link key="browse" to="/properties">
            <Button>Browse Properties</Button>
          </Link>,
        ]}
      />
    </div>
  );
}
