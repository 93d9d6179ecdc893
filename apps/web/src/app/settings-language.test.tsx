import { apiPaths } from '@homeward/contract';
import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeCustomer } from '@/testing/fixtures';
import { accountLanguage, settingsReads, signedIn, url } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

/** What Settings → Notifications reads besides the language. */
const settingsPage = () => [
  signedIn(makeCustomer()),
  ...settingsReads(),
  http.get(url(apiPaths.notificationPreferences), () =>
    HttpResponse.json({ preferences: [], channels: [] }),
  ),
];

describe('the account’s language', () => {
  it('is the one a new phone speaks from the first signed-in screen', async () => {
    server.use(...settingsPage(), ...accountLanguage('hi'));
    renderApp('/settings/notifications');
    expect(await screen.findByRole('combobox', { name: 'भाषा' })).toHaveValue('hi');
    expect(document.documentElement).toHaveAttribute('lang', 'hi');
  });

  it('takes a choice made on this browser before signing in', async () => {
    localStorage.setItem('homeward.language', 'vi');
    localStorage.setItem('homeward.language.unsaved', '1');
    const saved: unknown[] = [];
    server.use(
      ...settingsPage(),
      http.put(url(apiPaths.language), async ({ request }) => {
        saved.push(await request.json());
        return HttpResponse.json({ language: 'vi' });
      }),
    );
    renderApp('/settings/notifications');
    await screen.findByRole('combobox', { name: 'Ngôn ngữ' });
    await expect.poll(() => saved).toEqual([{ language: 'vi' }]);
    await expect.poll(() => localStorage.getItem('homeward.language.unsaved')).toBeNull();
  });

  it('changes in Settings → Notifications, for the app and what is sent', async () => {
    const saved: unknown[] = [];
    let language = 'en-AU';
    server.use(
      ...settingsPage(),
      http.get(url(apiPaths.language), () => HttpResponse.json({ language })),
      http.put(url(apiPaths.language), async ({ request }) => {
        const body = (await request.json()) as { language: string };
        saved.push(body);
        language = body.language;
        return HttpResponse.json(body);
      }),
    );
    const { user } = renderApp('/settings/notifications');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'বাংলা');
    expect(await screen.findByRole('combobox', { name: 'ভাষা' })).toHaveValue('bn');
    expect(saved).toEqual([{ language: 'bn' }]);
    expect(localStorage.getItem('homeward.language')).toBe('bn');
  });

  it('keeps the change when a read of the account’s language sent before it answers after it', async () => {
    let language = 'en-AU';
    let answerFirstRead = () => {};
    const firstRead = new Promise<void>((resolve) => (answerFirstRead = resolve));
    let reads = 0;
    server.use(
      ...settingsPage(),
      // The read sent as the page opened answers late, with what the account had then.
      http.get(url(apiPaths.language), async () => {
        const answer = { language };
        if ((reads += 1) === 1) await firstRead;
        return HttpResponse.json(answer);
      }),
      http.put(url(apiPaths.language), async ({ request }) => {
        ({ language } = (await request.json()) as { language: string });
        return HttpResponse.json({ language });
      }),
    );
    const { user } = renderApp('/settings/notifications');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'বাংলা');
    expect(await screen.findByRole('combobox', { name: 'ভাষা' })).toHaveValue('bn');
    await act(async () => {
      answerFirstRead();
      await new Promise((resolve) => setTimeout(resolve, 200));
    });
    expect(screen.getByRole('combobox', { name: 'ভাষা' })).toHaveValue('bn');
    expect(document.documentElement).toHaveAttribute('lang', 'bn');
  });

  it('stays as it was when the account cannot take the change', async () => {
    server.use(
      ...settingsPage(),
      http.put(url(apiPaths.language), () =>
        HttpResponse.json({ message: 'Try again later.' }, { status: 503 }),
      ),
    );
    const { user } = renderApp('/settings/notifications');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'اردو');
    expect(await screen.findByText('Try again later.')).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('en-AU');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });
});
