import { Result } from 'antd';

/** Shown on sign-in-only screens while offline, when the session cannot be checked. */
export function OfflineScreen() {
  return (
    <Result
      status="info"
      title={<h1 className="result-heading">You are offline</h1>}
      subTitle="This screen needs a connection to check your account. It will load when you are back online."
    />
  );
}
