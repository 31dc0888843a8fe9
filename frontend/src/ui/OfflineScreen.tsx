import { ResultPanel } from './ResultPanel';
import { usePageTitle } from './use-page-title';

const UNREACHABLE_TITLE = "Can't reach the server";
const OFFLINE_TITLE = 'You are offline';

/**
 * Shown on sign-in-only screens while the session cannot be checked: offline, or online with the server out of
 * reach. The document title says so too, not the title of the screen before.
 */
export function OfflineScreen({ unreachable = false }: { unreachable?: boolean }) {
  usePageTitle(unreachable ? UNREACHABLE_TITLE : OFFLINE_TITLE);
  return unreachable ? (
    <ResultPanel
      status="info"
      title={UNREACHABLE_TITLE}
      subTitle="This screen needs the server to check your account. It will load as soon as the server answers."
    />
  ) : (
    <ResultPanel
      status="info"
      title={OFFLINE_TITLE}
      subTitle="This screen needs a connection to check your account. It will load when you are back online."
    />
  );
}
