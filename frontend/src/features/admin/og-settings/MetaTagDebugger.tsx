import { Alert, Button, Form, Input, Spin, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { COPIED_MS } from './og-texts';
import { usePageTags } from './use-page-tags';
import { LoadingStatus } from '../../../ui/LoadingStatus';

/** An address typed by the admin, resolved against this site; null when it is not a web address. */
function resolveUrl(typed: string): string | null {
  try {
    const url = new URL(typed.trim(), window.location.origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Spec §2 "OG Settings tab": the tag debugger. It reads the HTML a page is served with (as a crawler does) for the
 * current page or a typed address, and lists each tag or 'Not found'.
 */
export function MetaTagDebugger() {
  const [checked, setChecked] = useState(() => window.location.href);
  const [typed, setTyped] = useState('');
  const [typedError, setTypedError] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const copiedTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const tags = usePageTags(checked);

  useEffect(() => () => clearTimeout(copiedTimer.current), []);

  const checkTyped = () => {
    const url = resolveUrl(typed);
    setTypedError(url ? null : 'Enter a web address, such as /classes or https://example.com/');
    if (url) setChecked(url);
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(checked);
    } catch {
      return;
    }
    setCopied(true);
    clearTimeout(copiedTimer.current);
    copiedTimer.current = setTimeout(() => setCopied(false), COPIED_MS);
  };

  return (
    <section className="og-debugger" aria-labelledby="og-debugger-title">
      <Typography.Title level={3} id="og-debugger-title" className="og-debugger__title">
        Meta Tag Debugger
      </Typography.Title>
      <Form layout="vertical" onFinish={checkTyped} className="og-debugger__form">
        <Form.Item
          label="URL to check"
          htmlFor="og-debugger-url"
          validateStatus={typedError ? 'error' : undefined}
          help={typedError ?? undefined}
        >
          <Input
            id="og-debugger-url"
            value={typed}
            placeholder={`${window.location.origin}/`}
            inputMode="url"
            onChange={(event) => setTyped(event.target.value)}
          />
        </Form.Item>
        <div className="og-debugger__actions">
          <Button htmlType="submit" disabled={!typed.trim()}>
            Check URL
          </Button>
          <Button onClick={() => setChecked(window.location.href)}>Check Current Page</Button>
        </div>
      </Form>
      <div className="og-debugger__target">
        <p className="og-debugger__url">
          Checking <span className="og-debugger__address">{checked}</span>
        </p>
        <div className="og-debugger__actions">
          <Button onClick={copy} aria-live="polite">
            {copied ? 'Copied!' : 'Copy URL'}
          </Button>
          <Button href={checked} target="_blank" rel="noopener noreferrer">
            Open
          </Button>
        </div>
      </div>
      {tags.isPending ? (
        <LoadingStatus label="Reading the page's tags">
          <Spin />
        </LoadingStatus>
      ) : tags.isError ? (
        <Alert type="error" showIcon title="Could not read the page" description={tags.error.message} />
      ) : (
        <dl className="og-debugger__tags" aria-busy={tags.isFetching}>
          {tags.data.map(({ label, value }) => (
            <div key={label} className="og-debugger__tag">
              <dt>{label}</dt>
              <dd className={value === null ? 'og-debugger__missing' : undefined}>{value ?? 'Not found'}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
