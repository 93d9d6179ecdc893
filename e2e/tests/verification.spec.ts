import { expect, test } from '@playwright/test';
import { expectAccessible, watchConsole } from '../support/journeys';
import { onboardedSender } from '../support/senders';
import {
  approveLatest,
  stepOf,
  takeSelfie,
  uploadAddress,
  uploadPassport,
} from '../support/verification';

/** Issue 18, "Verification that guides": the steps in order, each unlocking its limits. */
test.describe('guided verification', () => {
  test('walks photo ID, live selfie and address, one step at a time, to "Verified"', async ({
    page,
  }) => {
    // Three uploads, three runs of the operations CLI (a Node start each).
    test.setTimeout(150_000);
    const problems = watchConsole(page);
    await onboardedSender(page);
    await page.goto('/account-verification');
    await expect(page.getByRole('progressbar')).toHaveAccessibleName('0 of 3 done');
    const identity = stepOf(page, 'Upload a photo ID');
    await expect(identity.getByText('Needed now')).toBeVisible();
    // What each step unlocks, from the server's tiers.
    await expect(identity).toContainText(/Unlocks: Send up to AUD\s1,000\.00 a transfer/);
    await expectAccessible(page);

    await uploadPassport(page);
    await expect(identity.getByText('In review')).toBeVisible();
    await approveLatest(page, 'proof_of_identity');
    await page.reload();
    await expect(identity.getByText('Approved')).toBeVisible();
    await expect(stepOf(page, 'Take a selfie').getByText('Needed now')).toBeVisible();

    await takeSelfie(page);
    await expect(page.getByRole('progressbar')).toHaveAccessibleName('1 of 3 done · 1 in review');
    await expectAccessible(page);
    await approveLatest(page, 'selfie');

    await uploadAddress(page);
    await approveLatest(page, 'proof_of_address');
    await page.reload();
    const verified = page.getByRole('region', { name: 'Verified' });
    await expect(verified).toBeVisible();
    await expect(verified).toContainText(/AUD\s10,000\.00/);
    await expect(page.getByRole('main').getByRole('link', { name: /upload|selfie/i })).toHaveCount(
      0,
    );
    await expectAccessible(page);
    expect(problems).toEqual([]);
  });
});
