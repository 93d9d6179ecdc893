import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { guestOnly, requireCustomer, requirePendingMfa } from '@/features/auth/lib/guards';
import { wizardStepRoutes } from '@/features/transfers/lib/wizard-steps';
import { settingsSectionRoutes } from './routes/settings/sections';
import { paths, type RouteName } from '@/lib/paths';
import type { Area } from '@/i18n/catalogs';
import { loadAreas } from '@/i18n/locale';
import type { RouteHandle } from './document-title';
import { AppErrorBoundary } from './error-boundary';
import { InitialLoad } from './initial-load';
import { RootLayout } from './root-layout';

type Loader = RouteObject['loader'];
type LazyModule = () => Promise<{ Component: ComponentType }>;

/**
 * A route whose screens show an area's words (lingui.config.ts, CATALOG_AREAS): its catalog is
 * fetched beside the route's code, so the page draws once, in words.
 */
const withWords =
  <T,>(areas: readonly Area[], load: () => Promise<T>) =>
  async (): Promise<T> => {
    const [module] = await Promise.all([load(), loadAreas(areas)]);
    return module;
  };

/**
 * One page of the spec's table: its name is the route id, its title goes in `handle`. Children
 * are addresses under the page that it draws itself (the transfer wizard's steps).
 */
function page(
  name: RouteName,
  lazy: LazyModule,
  loader: Loader,
  title?: MessageDescriptor,
  children?: RouteObject[],
): RouteObject {
  const handle: RouteHandle = title ? { title } : {};
  return { id: name, path: paths[name], handle, loader, lazy, ...(children ? { children } : {}) };
}

/** The dashboard with open tasks and recent transfers composed in: features do not import each other. */
const dashboard: LazyModule = async () => {
  const [{ DashboardRoute }, { OpenTasks }, { RecentTransfers }, { SchedulesCard }] =
    await Promise.all([
      import('@/features/dashboard/routes/dashboard'),
      import('@/features/tasks/components/open-tasks'),
      import('@/features/transactions/components/recent-transfers'),
      import('@/features/schedules/components/schedules-card'),
    ]);
  return {
    Component: function Dashboard() {
      return (
        <DashboardRoute
          tasks={<OpenTasks />}
          recentTransfers={<RecentTransfers />}
          schedules={<SchedulesCard />}
        />
      );
    },
  };
};

/**
 * A transfer's page with "Repeat" (schedules) and, once paid, the offer to turn push on
 * (notifications) composed in: features do not import each other.
 */
const viewTransaction: LazyModule = async () => {
  const [{ ViewTransactionRoute }, { RepeatTransfer }, { PushPrompt }] = await Promise.all([
    import('@/features/transactions/routes/view-transaction'),
    import('@/features/schedules/components/repeat-transfer'),
    import('@/features/notifications/components/push-prompt'),
  ]);
  return {
    Component: function ViewTransaction() {
      return (
        <ViewTransactionRoute
          repeat={(transfer) => <RepeatTransfer transferId={transfer.id} />}
          prompt={<PushPrompt />}
        />
      );
    },
  };
};

/** The payment's outcome with "Repeat" under it once the payment is received. */
const paymentCallback: LazyModule = async () => {
  const [{ PaymentCallbackRoute }, { RepeatTransfer }] = await Promise.all([
    import('@/features/transfers/routes/payment-callback'),
    import('@/features/schedules/components/repeat-transfer'),
  ]);
  return {
    Component: function PaymentCallback() {
      return (
        <PaymentCallbackRoute
          afterPayment={(transactionId) => <RepeatTransfer transferId={transactionId} />}
        />
      );
    },
  };
};

/** A schedule's prepared transfer, its price drawn by the transfers feature's disclosure. */
const scheduleReview: LazyModule = async () => {
  const [{ ScheduleReviewRoute }, { Disclosure }] = await Promise.all([
    import('@/features/schedules/routes/schedule-review'),
    import('@/features/transfers/components/disclosure'),
  ]);
  return {
    Component: function ScheduleReview() {
      return (
        <ScheduleReviewRoute
          renderPrice={({ quote, schedule }) => (
            <Disclosure
              price={quote}
              availableBy={quote.delivery_estimate.available_by}
              recipient={{
                full_name: schedule.recipient.full_name,
                summary: schedule.recipient.summary,
                country: { common_name: schedule.destination_country },
                payout_method: schedule.payout_method,
              }}
            />
          )}
        />
      );
    },
  };
};

/** The transfer wizard with the recipients feature's picker in its first step. */
const transferWizard: LazyModule = async () => {
  const [{ TransferWizardRoute }, { RecipientPicker }] = await Promise.all([
    import('@/features/transfers/routes/transfer-wizard'),
    import('@/features/recipients/components/recipient-picker'),
  ]);
  return {
    Component: function TransferWizard() {
      return (
        <TransferWizardRoute renderRecipientPicker={(props) => <RecipientPicker {...props} />} />
      );
    },
  };
};

/** A recipient's page with that recipient's transfers composed in from the transactions feature. */
const viewRecipient: LazyModule = async () => {
  const [{ ViewRecipientRoute }, { RecipientTransfers }] = await Promise.all([
    import('@/features/recipients/routes/view-recipient'),
    import('@/features/transactions/components/recipient-transfers'),
  ]);
  return {
    Component: function ViewRecipient() {
      return (
        <ViewRecipientRoute
          pastTransfers={(recipientId, recipientName) => (
            <RecipientTransfers
              recipientId={recipientId}
              recipientName={recipientName}
              title="Past transfers"
            />
          )}
        />
      );
    },
  };
};

/**
 * The route table (spec section 2). Every page loads lazily; the guards run as loaders, in
 * parallel with the page's code, so a redirect costs no extra round trip.
 */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  const guest = guestOnly(queryClient);
  const customer = requireCustomer(queryClient);
  const mfa = requirePendingMfa(queryClient);
  const open: Loader = () => null;
  const customerOrToken: Loader = ({ request }) =>
    new URL(request.url).searchParams.get('token') ? null : customer();

  return [
    {
      id: 'root',
      Component: RootLayout,
      ErrorBoundary: AppErrorBoundary,
      HydrateFallback: InitialLoad,
      children: [
        // Signed-out screens, each in the auth card layout.
        page('signIn', () => import('@/features/auth/routes/sign-in'), guest, msg`Sign in`),
        page('signUp', () => import('@/features/auth/routes/sign-up'), guest, msg`Sign up`),
        page(
          'forgotPassword',
          () => import('@/features/auth/routes/forgot-password'),
          open,
          msg`Forgot Password`,
        ),
        page(
          'resetPassword',
          () => import('@/features/auth/routes/reset-password'),
          open,
          msg`Reset Password`,
        ),
        page(
          'deviceSignOut',
          () => import('@/features/auth/routes/device-sign-out'),
          open,
          msg`Sign out a device`,
        ),
        // Signed in, but not yet free to roam: a focused layout without navigation.
        {
          id: 'focused',
          lazy: () => import('./routes/focused-shell'),
          children: [
            page(
              'multiFactorAuth',
              () => import('@/features/auth/routes/multi-factor-auth'),
              mfa,
              msg`More authentication required`,
            ),
            page(
              'onboardingWorkflow',
              withWords(['people'], () => import('./routes/onboarding-workflow')),
              customer,
              msg`Complete Signup`,
            ),
          ],
        },
        // The customer's pages inside the customer layout.
        {
          id: 'customer',
          lazy: () => import('./routes/customer-shell'),
          children: [
            page('dashboard', withWords(['dashboard'], dashboard), customer, msg`Dashboard`),
            page(
              'transferWizard',
              withWords(['transfers', 'people'], transferWizard),
              customer,
              msg`Send Money`,
              wizardStepRoutes,
            ),
            page(
              'makePayment',
              withWords(['transfers'], () => import('@/features/transfers/routes/make-payment')),
              customer,
              msg`Make Payment`,
            ),
            page(
              'paymentCallback',
              withWords(['transfers'], paymentCallback),
              customer,
              msg`Processing Payment`,
            ),
            page(
              'transactions',
              withWords(['transfers'], () => import('@/features/transactions/routes/transactions')),
              customer,
              msg`Transactions`,
            ),
            page(
              'viewTransaction',
              withWords(['transfers'], viewTransaction),
              customer,
              msg`Transaction`,
            ),
            page(
              'schedules',
              withWords(
                ['tools', 'dashboard'],
                () => import('@/features/schedules/routes/schedules'),
              ),
              customer,
              msg`Scheduled transfers`,
            ),
            page(
              'scheduleReview',
              withWords(['transfers'], scheduleReview),
              customer,
              msg`Scheduled transfer`,
            ),
            page(
              'recipients',
              withWords(['people'], () => import('@/features/recipients/routes/recipients')),
              customer,
              msg`Recipients`,
            ),
            page(
              'viewRecipient',
              withWords(['transfers', 'people'], viewRecipient),
              customer,
              msg`Recipient`,
            ),
            page(
              'accountVerification',
              withWords(['people'], () => import('./routes/account-verification')),
              customer,
              msg`Account verification`,
            ),
            page(
              'settings',
              withWords(['people', 'account'], () => import('./routes/settings/settings-route')),
              customer,
              msg`Settings`,
              settingsSectionRoutes,
            ),
            page(
              'devices',
              withWords(['account'], () => import('./routes/devices')),
              customer,
              msg`Devices`,
            ),
            page(
              'help',
              withWords(['tools'], () => import('@/features/help/routes/help')),
              customer,
              msg`Help`,
            ),
            page(
              'rateAlerts',
              withWords(['tools'], () => import('@/features/rate-alerts/routes/rate-alerts')),
              customer,
              msg`Rate alerts`,
            ),
          ],
        },
        // The upload page: signed in, or, with a hand-off `?token=` from a QR code, on a phone
        // without a session (its shell then uses a plain layout that never reads the profile).
        {
          id: 'categoryViewShell',
          lazy: () => import('./routes/category-view-shell'),
          children: [
            page(
              'categoryView',
              withWords(['people'], () => import('./routes/category-view')),
              customerOrToken,
              msg`Upload documents`,
            ),
          ],
        },
        // No title on purpose: the spec's fallback "Default Title" applies.
        { id: 'notFound', path: '*', lazy: () => import('./routes/not-found') },
      ],
    },
  ];
}
