import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { guestOnly, requireCustomer, requirePendingMfa } from '@/features/auth/lib/guards';
import { wizardStepRoutes } from '@/features/transfers/lib/wizard-steps';
import { settingsSectionRoutes } from './routes/settings/sections';
import { paths, type RouteName } from '@/lib/paths';
import type { RouteHandle } from './document-title';
import { AppErrorBoundary } from './error-boundary';
import { InitialLoad } from './initial-load';
import { RootLayout } from './root-layout';

type Loader = RouteObject['loader'];
type LazyModule = () => Promise<{ Component: ComponentType }>;

/**
 * One page of the spec's table: its name is the route id, its title goes in `handle`. Children
 * are addresses under the page that it draws itself (the transfer wizard's steps).
 */
function page(
  name: RouteName,
  lazy: LazyModule,
  loader: Loader,
  title?: string,
  children?: RouteObject[],
): RouteObject {
  const handle: RouteHandle = title ? { title } : {};
  return { id: name, path: paths[name], handle, loader, lazy, ...(children ? { children } : {}) };
}

/** The dashboard with open tasks and recent transfers composed in: features do not import each other. */
const dashboard: LazyModule = async () => {
  const [{ DashboardRoute }, { OpenTasks }, { RecentTransfers }] = await Promise.all([
    import('@/features/dashboard/routes/dashboard'),
    import('@/features/tasks/components/open-tasks'),
    import('@/features/transactions/components/recent-transfers'),
  ]);
  return {
    Component: function Dashboard() {
      return <DashboardRoute tasks={<OpenTasks />} recentTransfers={<RecentTransfers />} />;
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
        page('signIn', () => import('@/features/auth/routes/sign-in'), guest, 'Sign in'),
        page('signUp', () => import('@/features/auth/routes/sign-up'), guest, 'Sign up'),
        page(
          'forgotPassword',
          () => import('@/features/auth/routes/forgot-password'),
          open,
          'Forgot Password',
        ),
        page(
          'resetPassword',
          () => import('@/features/auth/routes/reset-password'),
          open,
          'Reset Password',
        ),
        page(
          'deviceSignOut',
          () => import('@/features/auth/routes/device-sign-out'),
          open,
          'Sign out a device',
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
              'More authentication required',
            ),
            page(
              'onboardingWorkflow',
              () => import('./routes/onboarding-workflow'),
              customer,
              'Complete Signup',
            ),
          ],
        },
        // The customer's pages inside the customer layout.
        {
          id: 'customer',
          lazy: () => import('./routes/customer-shell'),
          children: [
            page('dashboard', dashboard, customer, 'Dashboard'),
            page('transferWizard', transferWizard, customer, 'Send Money', wizardStepRoutes),
            page(
              'makePayment',
              () => import('@/features/transfers/routes/make-payment'),
              customer,
              'Make Payment',
            ),
            page(
              'paymentCallback',
              () => import('@/features/transfers/routes/payment-callback'),
              customer,
              'Processing Payment',
            ),
            page(
              'transactions',
              () => import('@/features/transactions/routes/transactions'),
              customer,
              'Transactions',
            ),
            page(
              'viewTransaction',
              () => import('@/features/transactions/routes/view-transaction'),
              customer,
              'Transaction',
            ),
            page(
              'recipients',
              () => import('@/features/recipients/routes/recipients'),
              customer,
              'Recipients',
            ),
            page('viewRecipient', viewRecipient, customer, 'Recipient'),
            page(
              'accountVerification',
              () => import('./routes/account-verification'),
              customer,
              'Account verification',
            ),
            page(
              'settings',
              () => import('./routes/settings/settings-route'),
              customer,
              'Settings',
              settingsSectionRoutes,
            ),
            page('devices', () => import('./routes/devices'), customer, 'Devices'),
            page('help', () => import('@/features/help/routes/help'), customer, 'Help'),
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
              () => import('./routes/category-view'),
              customerOrToken,
              'Upload documents',
            ),
          ],
        },
        // No title on purpose: the spec's fallback "Default Title" applies.
        { id: 'notFound', path: '*', lazy: () => import('./routes/not-found') },
      ],
    },
  ];
}
