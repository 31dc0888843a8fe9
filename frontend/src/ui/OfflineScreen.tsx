import { ResultPanel } from './ResultPanel';

/**
 * Shown on sign-in-only screens while the session cannot be checked: offline, or online with the server out of
 * reach.
 */
export function OfflineScreen({ unreachable = false }: { unreachable?: boolean }) {
  return unreachable ? (
    <ResultPanel
      status="info"
      title="Can't reach the server"
      subTitle="This screen needs the server to check your account. It will load as soon as the server answers."
    />
  ) : (
    <ResultPanel
      status="info"
      title="You are offline"
      subTitle="This screen needs a connection to check your account. It will load when you are back online."
    />
  );
}
