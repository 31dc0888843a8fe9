import { Result } from 'antd';
import { ButtonLink } from '../ui/ButtonLink';
import { usePageTitle } from '../ui/use-page-title';

export function NotFoundPage() {
  usePageTitle('Page Not Found');
  return (
    <div className="page page--narrow">
      <Result
        status="404"
        title={<h1 className="result-heading">404 Page Not Found</h1>}
        subTitle="The page you're looking for doesn't exist or has been moved."
        extra={
          <ButtonLink to="/" type="primary">
            Back to Home
          </ButtonLink>
        }
      />
    </div>
  );
}

export default NotFoundPage;
