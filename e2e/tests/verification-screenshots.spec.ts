import { expect, test } from '@playwright/test';
import { screenshotsOnly, shootBothWidths } from '../support/screenshots';
import { onboardedSender } from '../support/senders';
import {
  approveLatest,
  stepOf,
  takeSelfie,
  uploadAddress,
  uploadPassport,
} from '../support/verification';

/** Issue 18, "Verification that guides": the steps half way, the selfie, Verified, the hand-off. */
screenshotsOnly();

test('verification-guided, verification-selfie-guide and verification-verified', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await onboardedSender(page);
  await page.goto('/account-verification');
  await uploadPassport(page);
  await approveLatest(page, 'proof_of_identity');
  await page.reload();

  await stepOf(page, 'Take a selfie').getByRole('link', { name: 'Take a selfie' }).click();
  await page.getByRole('button', { name: 'Start camera' }).click();
  await expect(page.getByLabel('Camera preview')).toBeVisible();
  await page.waitForTimeout(500);
  await shootBothWidths(page, 'verification-selfie-guide');
  await page.goto('/account-verification');

  await takeSelfie(page);
  await expect(page.getByRole('progressbar')).toHaveAccessibleName('1 of 3 done · 1 in review');
  await shootBothWidths(page, 'verification-guided');

  await approveLatest(page, 'selfie');
  await uploadAddress(page);
  await approveLatest(page, 'proof_of_address');
  await page.reload();
  await expect(page.getByRole('region', { name: 'Verified' })).toBeVisible();
  await shootBothWidths(page, 'verification-verified');
});

test('verification-no-camera-hand-off', async ({ page }) => {
  // A computer with no camera: the browser lists no video input and cannot open one.
  await page.addInitScript(() => {
    const devices = navigator.mediaDevices;
    devices.enumerateDevices = () => Promise.resolve([]);
    devices.getUserMedia = () =>
      Promise.reject(new DOMException('Requested device not found', 'NotFoundError'));
  });
  await onboardedSender(page);
  await page.goto('/account-verification/upload/selfie');
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  await expect(page.getByText(/could not find a camera here/)).toBeVisible();
  await shootBothWidths(page, 'verification-no-camera-hand-off');
});
