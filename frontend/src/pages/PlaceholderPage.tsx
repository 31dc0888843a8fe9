import { Card, Typography } from 'antd';
import { usePageTitle } from '../ui/use-page-title';

/** Stands in for a screen a later issue builds; it names the screen. */
export function PlaceholderPage({ name }: { name: string }) {
  usePageTitle(name);
  return (
    <div className="page page--narrow">
      <Card>
        <Typography.Title level={1} className="page-title">
          {name}
        </Typography.Title>
        <Typography.Paragraph>This screen is coming soon.</Typography.Paragraph>
      </Card>
    </div>
  );
}
