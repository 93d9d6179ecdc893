import { apiPaths, type CreateTransferRequest, type Recipient } from '@homeward/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@/testing/render';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import type { RecipientPickerSlotProps } from '@/features/transfers/components/transfer-wizard';
import { wizardStepRoutes } from '@/features/transfers/lib/wizard-steps';
import { MakePaymentRoute } from '@/features/transfers/routes/make-payment';
import { TransferWizardRoute } from '@/features/transfers/routes/transfer-wizard';
import { paths } from '@/lib/paths';
import { createQueryClient } from '@/lib/query-client';
import { url } from './handlers';
import { makeRecipient, makeTransfer, quoteId } from './quote-fixtures';
import { server } from './server';

/** The wizard's tests: its routes as the app composes them, a stand-in picker, the steps. */
export const maria = makeRecipient();
export const jose = makeRecipient({
  id: '0190b000-0000-7000-8000-0000000000c2',
  full_name: 'Jose Reyes',
  summary: 'BPI ···· 1111',
});

/** Stands in for the recipients feature's picker, which the app composes in. */
function FakePicker({
  country,
  currency,
  payoutMethod,
  selectedId,
  onSelect,
}: RecipientPickerSlotProps) {
  return (
    <fieldset>
      <legend>
        Recipients in {country}, {currency}, {payoutMethod}
      </legend>
      {[maria, jose].map((entry: Recipient) => (
        <label key={entry.id}>
          <input
            type="radio"
            name="recipient"
            checked={selectedId === entry.id}
            onChange={() => onSelect(entry)}
          />
          {entry.full_name}
        </label>
      ))}
    </fieldset>
  );
}

const disposers: (() => void)[] = [];

/** Unmounts every wizard rendered so far (a test's afterEach, or a "reload" in a test). */
export function disposeWizards() {
  for (const dispose of disposers.splice(0)) dispose();
}

/** The wizard and payment routes with a picker in the slot, as the app composes them. */
export function renderWizard(at = `/transfer/${quoteId}`) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    queries: { retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  });
  const router = createMemoryRouter(
    [
      {
        path: paths.transferWizard,
        element: (
          <TransferWizardRoute renderRecipientPicker={(props) => <FakePicker {...props} />} />
        ),
        children: wizardStepRoutes,
      },
      { path: paths.makePayment, element: <MakePaymentRoute /> },
      { path: paths.dashboard, element: <h1>Dashboard</h1> },
      { path: '*', element: <h1>Not found</h1> },
    ],
    { initialEntries: [at] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  disposers.push(() => {
    view.unmount();
    router.dispose();
  });
  return {
    router,
    queryClient,
    user: userEvent.setup(),
    path: () => router.state.location.pathname,
  };
}

export interface Posted {
  body: CreateTransferRequest;
  key: string | null;
}

/** POST /transactions answering with `answer` for each call; records bodies and keys. */
export function confirmations(answer: (call: number) => Response | Promise<Response>) {
  const posted: Posted[] = [];
  server.use(
    http.post(url(apiPaths.transactions), async ({ request }) => {
      posted.push({
        body: (await request.json()) as CreateTransferRequest,
        key: request.headers.get('Idempotency-Key'),
      });
      return answer(posted.length);
    }),
  );
  return posted;
}

export const created = () => HttpResponse.json(makeTransfer(), { status: 201 });

/** Steps 1 and 2 filled in, ending on the review. */
export async function fillSteps(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('radio', { name: 'Maria Santos' }));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await user.selectOptions(
    await screen.findByLabelText('Purpose of the transfer'),
    'Family support',
  );
  await user.selectOptions(screen.getByLabelText('Source of funds'), 'Salary or wages');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByRole('heading', { name: 'Review and confirm' });
}

export const confirmButton = () =>
  screen.getByRole('button', { name: 'Confirm and continue to payment' });
