import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import { setLanguage } from '../../i18n/i18n';
import { SESSION_QUERY_KEY } from '../../lib/session';
import { Header } from './header';

await vi.hoisted(async () => {
  const { i18nReady, initI18n } = await import('../../i18n/i18n');
  initI18n();
  await i18nReady();
});

function renderSignedOut() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // A known visitor: the session is answered, so the header asks the server nothing.
  client.setQueryData(SESSION_QUERY_KEY, null);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <Header />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The text a sighted learner sees: everything but the visually hidden parts (the icons are drawings, no text). */
function visibleText(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll('.sr-only, [aria-hidden="true"]')) hidden.remove();
  return copy.textContent?.trim() ?? '';
}

afterEach(async () => {
  await act(() => setLanguage('en'));
});

describe('the language toggle', () => {
  it.each([
    { ui: 'en', shown: '中文', shownLang: 'zh-TW', name: '中文 – Switch to Traditional Chinese' },
    { ui: 'zh-TW', shown: 'English', shownLang: 'en', name: 'English – 切換成英文' },
  ] as const)('in the $ui UI is named by what it shows first ($name), each part in its own language', async ({ ui, shown, shownLang, name }) => {
    await act(() => setLanguage(ui));
    renderSignedOut();
    const toggle = screen.getByRole('button', { name });
    // Voice control: "click 中文" must find the button (WCAG 2.5.3, label in name).
    expect(visibleText(toggle)).toBe(shown);
    expect(toggle).toHaveAccessibleName(new RegExp(`^${shown} `));
    // The visible word is in the other language; the rest is read in the page's.
    expect(within(toggle).getByText(shown)).toHaveAttribute('lang', shownLang);
    expect(toggle).not.toHaveAttribute('lang');
    expect(toggle).not.toHaveAttribute('aria-label');
  });
});
