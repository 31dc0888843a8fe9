import { usePageTitle } from './use-page-title';

export function PageLoader({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="page-loader" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}

/**
 * A whole screen still loading: it has its heading (hidden, the loaded screen shows its own) and its document
 * title already, so a screen-reader user knows where they landed.
 */
export function ScreenLoader({ title, label }: { title: string; label?: string }) {
  usePageTitle(title);
  return (
    <>
      <h1 className="visually-hidden">{title}</h1>
      <PageLoader label={label} />
    </>
  );
}
