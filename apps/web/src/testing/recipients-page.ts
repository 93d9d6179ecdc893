import { screen } from '@testing-library/react';
import { renderApp } from './render-app';

/** The first screen of a test waits for lazy route code, slow on a loaded machine. */
const slow = { timeout: 5000 };

/** Opens the recipients page's add form and chooses the destination ("India · INR"). */
export async function addingARecipientIn(destination: string) {
  const view = renderApp('/recipients');
  await view.user.click(await screen.findByRole('button', { name: 'Add recipient' }, slow));
  await view.user.selectOptions(
    await screen.findByRole('combobox', { name: 'Recipient’s country' }),
    destination,
  );
  return view;
}
