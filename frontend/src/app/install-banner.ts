export const INSTALL_BANNER_DISMISSED_KEY = 'iosInstallBannerDismissed';

export function isIosDevice(nav: Navigator = navigator): boolean {
  const ua = nav.userAgent;
  if (/iPad|iPhone|iPod/.test(ua)) return true;
  // iPadOS reports itself as a Mac with touch.
  return nav.platform === 'MacIntel' && nav.maxTouchPoints > 1;
}

export function isStandalone(): boolean {
  const nav = navigator as Navigator & { standalone?: boolean };
  if (nav.standalone) return true;
  return typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches;
}

function wasDismissed(): boolean {
  try {
    return window.localStorage.getItem(INSTALL_BANNER_DISMISSED_KEY) === 'true';
  } catch {
    return false;
  }
}

export function shouldShowInstallBanner(): boolean {
  return isIosDevice() && !isStandalone() && !wasDismissed();
}

export function dismissInstallBanner(): void {
  try {
    window.localStorage.setItem(INSTALL_BANNER_DISMISSED_KEY, 'true');
  } catch {
    // Without storage the banner simply returns next time.
  }
}
