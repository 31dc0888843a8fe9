import { CatalogMessages, SETTING_VALUE_MAX_LENGTH } from '@studio/contracts/browser';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, type FakeReply } from '../../../../test/fake-api';
import { makeUser, renderWithProviders, testQueryClient } from '../../../../test/render-app';
import { Toaster } from '../../../ui/toast/Toaster';
import { resetToasts } from '../../../ui/toast/toast-store';
import { readTags } from './meta-tags';
import OgSettingsTab from './OgSettingsTab';

const SETTINGS = [
  { settingKey: 'title', settingValue: 'Studio — Book Your Next Class' },
  { settingKey: 'description', settingValue: 'Book fitness classes.' },
  { settingKey: 'ogTitle', settingValue: 'Alternative Fitness Studio' },
  { settingKey: 'ogDescription', settingValue: 'Classes for everyone.' },
  { settingKey: 'ogImage', settingValue: '/og-image.png' },
];

function html(ogTitle: string) {
  return `<!doctype html><html><head><title>Studio</title>
    <meta name="description" content="Book fitness classes." />
    <meta property="og:title" content="${ogTitle}" />
    <meta property="og:image" content="http://localhost/og-image.png" />
    <meta name="twitter:card" content="summary_large_image" />
    <meta name="apple-mobile-web-app-capable" content="yes" />
    </head><body></body></html>`;
}

const page = (ogTitle: string): FakeReply => ({ status: 200, raw: html(ogTitle) });

function renderTab() {
  return renderWithProviders(
    <>
      <OgSettingsTab />
      <Toaster />
    </>,
    { client: testQueryClient(makeUser({ isAdmin: true })) },
  );
}

function tagValue(label: string): string | null {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? null;
}

afterEach(() => resetToasts());

describe('meta tags', () => {
  it('reads each listed tag, and null for a missing one', () => {
    const tags = Object.fromEntries(readTags(html('Fit')).map((t) => [t.label, t.value]));
    expect(tags).toMatchObject({
      title: 'Studio',
      description: 'Book fitness classes.',
      'og:title': 'Fit',
      'twitter:card': 'summary_large_image',
      'apple-mobile-web-app-capable': 'yes',
      'og:url': null,
      'apple-mobile-web-app-title': null,
    });
    expect(Object.keys(tags)).toHaveLength(13);
  });
});

describe('admin OG settings tab', () => {
  it('shows the saved settings and the tags of the current page', async () => {
    installFakeApi({
      'GET /api/site-settings': { status: 200, body: SETTINGS },
      'GET /': page('Live Title'),
    });
    renderTab();
    expect(await screen.findByLabelText('Social Title')).toHaveValue('Alternative Fitness Studio');
    expect(screen.getByLabelText('Social Image Path')).toHaveValue('/og-image.png');
    await waitFor(() => expect(tagValue('og:title')).toBe('Live Title'));
    expect(tagValue('og:url')).toBe('Not found');
    expect(screen.getByText('http://localhost/')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open' })).toHaveAttribute('href', 'http://localhost/');
  });

  it('applies the changes one setting per call, checks the tags again and reminds about social caches', async () => {
    let served = 'Old Title';
    const api = installFakeApi({
      'GET /api/site-settings': { status: 200, body: SETTINGS },
      'POST /api/site-settings': (call) => {
        const body = JSON.parse(call.data ?? '{}');
        if (body.settingKey === 'ogTitle') served = body.settingValue;
        return { status: 201, body };
      },
      'GET /': () => page(served),
    });
    renderTab();
    fireEvent.change(await screen.findByLabelText('Social Title'), { target: { value: 'New Social Title' } });
    await userEvent.click(screen.getByRole('button', { name: 'Apply Changes' }));
    expect(await screen.findByText('Settings Saved')).toBeInTheDocument();
    const posts = api.callsTo('POST', '/api/site-settings').map((c) => JSON.parse(c.data ?? '{}'));
    expect(posts).toHaveLength(5);
    expect(posts).toContainEqual({
      settingKey: 'ogTitle',
      settingValue: 'New Social Title',
      category: 'meta',
    });
    await waitFor(() => expect(tagValue('og:title')).toBe('New Social Title'));
    expect(await screen.findByText('Clear social media caches')).toBeInTheDocument();
  });

  it('refuses an image path outside the site root and says so when saving fails', async () => {
    installFakeApi({
      'GET /api/site-settings': { status: 200, body: SETTINGS },
      'POST /api/site-settings': { status: 500 },
      'GET /': page('x'),
    });
    renderTab();
    const image = await screen.findByLabelText('Social Image Path');
    fireEvent.change(image, { target: { value: 'https://elsewhere.example/img.png' } });
    await userEvent.click(screen.getByRole('button', { name: 'Apply Changes' }));
    expect(
      await screen.findByText('Social image path should be relative to the site root'),
    ).toBeInTheDocument();
    fireEvent.change(image, { target: { value: '/img/share.png' } });
    await userEvent.click(screen.getByRole('button', { name: 'Apply Changes' }));
    expect(await screen.findByText('Error saving settings')).toBeInTheDocument();
    expect(
      screen.getByText('There was a problem saving your settings. Please try again later.'),
    ).toBeInTheDocument();
  });

  it('refuses a setting over the length limit before sending any of the five', async () => {
    const api = installFakeApi({
      'GET /api/site-settings': { status: 200, body: SETTINGS },
      'POST /api/site-settings': { status: 200, body: {} },
      'GET /': page('x'),
    });
    renderTab();
    fireEvent.change(await screen.findByLabelText('Page Title'), { target: { value: 'A new title' } });
    fireEvent.change(screen.getByLabelText('Page Description'), {
      target: { value: 'x'.repeat(SETTING_VALUE_MAX_LENGTH + 1) },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Apply Changes' }));
    expect(await screen.findByText(CatalogMessages.settingValueMax)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/site-settings')).toHaveLength(0);
  });

  it('force-refreshes the settings, or says Refresh Failed', async () => {
    let status = 200;
    installFakeApi({
      'GET /api/site-settings': () => ({ status, body: SETTINGS }),
      'GET /': page('x'),
    });
    renderTab();
    await screen.findByLabelText('Social Title');
    await userEvent.click(screen.getByRole('button', { name: 'Force Refresh' }));
    expect(await screen.findByText('Settings Refreshed')).toBeInTheDocument();
    status = 503;
    await userEvent.click(screen.getByRole('button', { name: 'Force Refresh' }));
    expect(await screen.findByText('Refresh Failed')).toBeInTheDocument();
    expect(screen.getByText('Unable to refresh settings. Please try again.')).toBeInTheDocument();
  });

  it('falls back to the default settings when they cannot be loaded; checks a typed address, copies it', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    installFakeApi({
      'GET /api/site-settings': { status: 500 },
      'GET /': page('Home'),
      'GET /classes': page('Classes Page'),
    });
    renderTab();
    expect(await screen.findByText(/could not be loaded/)).toBeInTheDocument();
    expect(screen.getByLabelText('Page Title')).toHaveValue('Studio — Book Your Next Class');
    expect(screen.getByLabelText('Social Image Path')).toHaveValue('/og-image.png');
    fireEvent.change(screen.getByLabelText('URL to check'), { target: { value: '/classes' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check URL' }));
    await waitFor(() => expect(tagValue('og:title')).toBe('Classes Page'));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const target = screen.getByText('http://localhost/classes').closest('div') as HTMLElement;
    fireEvent.click(within(target).getByRole('button', { name: 'Copy URL' }));
    expect(await screen.findByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith('http://localhost/classes');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Copy URL' })).toBeInTheDocument(), {
      timeout: 4_000,
    });
  });
});
