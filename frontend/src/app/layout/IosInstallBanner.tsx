import { CloseOutlined, PlusSquareOutlined, UploadOutlined } from '@ant-design/icons';
import { useEffect, useRef, useState } from 'react';
import { buttonClassName } from '../../ui/ButtonLink';
import { dismissInstallBanner, shouldShowInstallBanner } from '../install-banner';
import { useReserveBottomSpace } from './use-reserve-bottom-space';

/** Spec §2: on iOS, not standalone and not dismissed before, invite adding the app to the home screen. */
export function IosInstallBanner({ onDismissed }: { onDismissed: () => void }) {
  const [visible, setVisible] = useState(() => shouldShowInstallBanner());
  const [showSteps, setShowSteps] = useState(false);
  const bannerRef = useRef<HTMLElement>(null);
  const stepsRef = useRef<HTMLOListElement>(null);
  useReserveBottomSpace(visible ? bannerRef : null);

  // 'Install Now' goes away when the steps appear: focus moves to them instead of falling to the page.
  useEffect(() => {
    if (showSteps) stepsRef.current?.focus();
  }, [showSteps]);

  if (!visible) return null;

  const dismiss = () => {
    dismissInstallBanner();
    setVisible(false);
    onDismissed();
  };

  return (
    <section className="install-banner" aria-label="Install the app" ref={bannerRef}>
      <div className="install-banner__text">
        <strong>Install FitStudio</strong>
        <span>Add the app to your home screen for quick booking.</span>
        {showSteps ? (
          <ol className="install-banner__steps" tabIndex={-1} ref={stepsRef}>
            <li>
              Tap the Share button <UploadOutlined aria-label="Share" /> in Safari.
            </li>
            <li>
              Choose &lsquo;Add to Home Screen&rsquo; <PlusSquareOutlined aria-hidden />.
            </li>
            <li>Tap &lsquo;Add&rsquo; in the top corner.</li>
          </ol>
        ) : null}
      </div>
      <div className="install-banner__actions">
        {showSteps ? null : (
          <button
            type="button"
            className={buttonClassName('primary', 'small')}
            onClick={() => setShowSteps(true)}
          >
            Install Now
          </button>
        )}
        <button type="button" className={buttonClassName('default', 'small')} onClick={dismiss}>
          Later
        </button>
      </div>
      <button type="button" className="install-banner__close" aria-label="Close" onClick={dismiss}>
        <CloseOutlined aria-hidden />
      </button>
    </section>
  );
}
