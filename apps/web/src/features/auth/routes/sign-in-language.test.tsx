import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { policy, signedOut } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

describe('choosing the language before signing in', () => {
  it('speaks Filipino once it is picked, and remembers it in this browser', async () => {
    server.use(signedOut());
    const { user } = renderApp('/');
    await screen.findByRole('heading', { name: 'Love to see you again' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Filipino');

    expect(
      await screen.findByRole('heading', { name: 'Masaya kaming makita ka ulit' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mag-sign in' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Wika' })).toHaveValue('fil');
    expect(document.documentElement).toHaveAttribute('lang', 'fil');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(localStorage.getItem('homeward.language')).toBe('fil');
  });

  it('mirrors the page for Urdu', async () => {
    server.use(signedOut(), policy());
    const { user } = renderApp('/sign-up');
    await screen.findByRole('heading', { name: 'Adventure starts here' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'اردو');

    expect(
      await screen.findByRole('heading', { name: 'سفر یہیں سے شروع ہوتا ہے' }),
    ).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('lang', 'ur');
  });

  it("checks the fields in the customer's language", async () => {
    server.use(signedOut());
    const { user } = renderApp('/');
    await screen.findByRole('heading', { name: 'Love to see you again' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Tiếng Việt');

    await user.click(await screen.findByRole('button', { name: 'Đăng nhập' }));

    expect(await screen.findByText('Vui lòng nhập email.')).toBeInTheDocument();
    expect(screen.getByText('Vui lòng nhập mật khẩu.')).toBeInTheDocument();
  });
});
