import { Component, type ErrorInfo, type ReactNode } from 'react';
import { buttonClassName } from './ButtonLink';
import { ResultPanel } from './ResultPanel';
import { usePageTitle } from './use-page-title';

const FAILED_TITLE = 'This screen could not be loaded';

/** The failure says so in the document title too, instead of the title of a screen that did not open. */
function ScreenFailed() {
  usePageTitle(FAILED_TITLE);
  return (
    <ResultPanel
      status="warning"
      title={FAILED_TITLE}
      subTitle="Check your connection and try again."
      extra={
        <button type="button" className={buttonClassName('primary')} onClick={() => window.location.reload()}>
          Try Again
        </button>
      }
    />
  );
}

interface State {
  failed: boolean;
}

/** Catches a screen that failed to load or render (for example a route chunk while offline). */
export class RouteErrorBoundary extends Component<{ children: ReactNode; resetKey: string }, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Screen failed to load', error, info.componentStack);
  }

  componentDidUpdate(previous: { resetKey: string }): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  render(): ReactNode {
    return this.state.failed ? <ScreenFailed /> : this.props.children;
  }
}
