import { apiPaths } from '@homeward/contract';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signedIn, url } from '@/testing/handlers';
import { onboardedCustomer } from '@/testing/onboarding-fixtures';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

const slow = { timeout: 5000 };
const handOffUrl = 'http://localhost/account-verification/upload/selfie?token=tok-s';

/** The selfie category (3) and its type (31) of the document fixtures. */
const handOff = http.get(url(apiPaths.uploadToken(3, 31)), () =>
  HttpResponse.json({
    token: 'tok-s',
    url: handOffUrl,
    qr_code: 'data:image/svg+xml;base64,PHN2Zy8+',
    expires_at: new Date(Date.now() + 15 * 60_000).toISOString(),
  }),
);
const liveness = http.get(url(apiPaths.livenessToken), () =>
  HttpResponse.json({
    api: 'builtin',
    token: 'live-1',
    frames: 3,
    expires_at: '2030-01-01T00:00:00Z',
  }),
);

/** A camera as the browser would give one (jsdom has none). */
function giveCamera(getUserMedia: () => Promise<unknown>, devices = [{ kind: 'videoinput' }]) {
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia, enumerateDevices: () => Promise.resolve(devices) },
  });
}

beforeEach(() => {
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'mediaDevices');
  vi.restoreAllMocks();
});

// The first render waits for lazy route code: slow on a loaded machine.
describe('the selfie', { timeout: 15_000 }, () => {
  it('is taken live: the camera with a face guide and its hint, and no file to choose', async () => {
    const stream = { getTracks: () => [{ stop: vi.fn() }] };
    giveCamera(() => Promise.resolve(stream));
    server.use(signedIn(onboardedCustomer()), liveness, handOff);
    const { user } = renderApp('/account-verification/upload/selfie');
    await user.click(await screen.findByRole('button', { name: 'Start camera' }, slow));
    // Taken, not uploaded: the page says it in the dashboard task's words.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Take a selfie');
    expect(await screen.findByLabelText('Camera preview')).toBeInTheDocument();
    expect(screen.getByTestId('face-guide')).toBeInTheDocument();
    expect(screen.getByText(/Fill the oval with your face, in good light/)).toBeInTheDocument();
    // The pressed button is gone: focus goes to the new stage's words, not the page's top.
    expect(screen.getByText('Photo 1 of 3: Look straight')).toHaveFocus();
    expect(document.querySelector('input[type="file"]')).toBeNull();
    expect(screen.queryByRole('button', { name: /files/i })).not.toBeInTheDocument();
  });

  it('hands off to the phone, saying why, on a computer without a camera', async () => {
    giveCamera(() => Promise.reject(new DOMException('none', 'NotFoundError')), []);
    server.use(signedIn(onboardedCustomer()), handOff);
    renderApp('/account-verification/upload/selfie');
    expect(
      await screen.findByText(
        /could not find a camera here. The selfie must be taken live/,
        {},
        slow,
      ),
    ).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: /QR code/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: handOffUrl })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start camera' })).not.toBeInTheDocument();
    expect(document.querySelector('input[type="file"]')).toBeNull();
  });

  it('hands off to the phone when the browser has no camera at all', async () => {
    server.use(signedIn(onboardedCustomer()), handOff);
    renderApp('/account-verification/upload/selfie');
    expect(await screen.findByRole('img', { name: /QR code/ }, slow)).toBeInTheDocument();
    expect(document.querySelector('input[type="file"]')).toBeNull();
  });

  it('hands off to the phone when camera permission is refused', async () => {
    giveCamera(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    server.use(signedIn(onboardedCustomer()), liveness, handOff);
    const { user } = renderApp('/account-verification/upload/selfie');
    await user.click(await screen.findByRole('button', { name: 'Start camera' }, slow));
    const why = await screen.findByText(
      /not letting us use the camera. The selfie must be taken live/,
    );
    expect(why.closest('[tabindex="-1"]')).toHaveFocus();
    expect(await screen.findByRole('img', { name: /QR code/ })).toBeInTheDocument();
    expect(document.querySelector('input[type="file"]')).toBeNull();
  });
});
