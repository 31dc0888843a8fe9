import { Alert } from 'antd';
import { useEffect, useRef } from 'react';

/**
 * A form's success in the form's place, under the form's heading. The pressed submit button went with the form, so
 * the message takes its focus and is read out there, instead of focus falling to the top of the page.
 */
export function AuthSuccessPanel({
  heading,
  title,
  description,
}: {
  heading: string;
  title: string;
  description: string;
}) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => panel.current?.focus(), []);
  return (
    <div ref={panel} tabIndex={-1}>
      <h2 className="auth-card__title">{heading}</h2>
      <Alert type="success" showIcon title={title} description={description} />
    </div>
  );
}
