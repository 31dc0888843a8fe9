import { ResultPanel } from './ResultPanel';

/** Shown on sign-in-only screens while offline, when the session cannot be checked. */
export function OfflineScreen() {
  return (
    <ResultPanel
      status="info"
      title="You are offline"
      subTitle="This screen needs a connection to check your account. It will load when you are back online."
    />
  );
}
