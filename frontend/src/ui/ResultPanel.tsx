import { ExclamationCircleFilled, InfoCircleFilled } from '@ant-design/icons';
import type { ReactNode } from 'react';

/**
 * A full-screen message with an icon, a heading, an explanation and actions (the look of Ant Design's Result,
 * in plain markup so that the shell loads without Ant Design). A warning (a screen that could not load) is read out
 * as it replaces the loading screen; its actions are not part of what is read.
 */
export function ResultPanel({
  status,
  title,
  subTitle,
  detail,
  extra,
}: {
  status: 'info' | 'warning';
  title: string;
  subTitle: string;
  /** A second line under the subtitle (why, when known). */
  detail?: string;
  extra?: ReactNode;
}) {
  const Icon = status === 'warning' ? ExclamationCircleFilled : InfoCircleFilled;
  return (
    <div className={`result result--${status}`}>
      <Icon className="result__icon" aria-hidden />
      <div role={status === 'warning' ? 'alert' : undefined}>
        <h1 className="result-heading">{title}</h1>
        <p className="result__subtitle">{subTitle}</p>
        {detail ? <p className="result__subtitle">{detail}</p> : null}
      </div>
      {extra ? <div className="result__extra">{extra}</div> : null}
    </div>
  );
}
