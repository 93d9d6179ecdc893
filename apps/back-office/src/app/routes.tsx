import type { StaffPermission } from '@homeward/contract';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { guestOnly, requireAccess, requireStaff } from '@/features/auth/api/guards';
import { paths, type RouteName } from '@/lib/paths';
import { ConsoleLayout } from './console-layout';
import type { RouteHandle } from './document-title';
import { AppErrorBoundary, PageErrorBoundary } from './error-boundary';
import { InitialLoad, RootLayout } from './root-layout';

type LazyModule = () => Promise<{ Component: ComponentType }>;

/**
 * The console's route table. Pages load lazily; the guards run as loaders beside the page's
 * code. Each page names what it needs (any one of the permissions), from the contract's table.
 */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  const page = (
    name: RouteName,
    title: string,
    lazy: LazyModule,
    anyOf: readonly StaffPermission[],
  ): RouteObject => {
    const handle: RouteHandle = { title };
    const path = paths[name];
    return {
      id: name,
      ...(path === '/' ? { index: true } : { path: path.slice(1) }),
      handle,
      lazy,
      loader: requireAccess(queryClient, anyOf),
      ErrorBoundary: PageErrorBoundary,
    };
  };

  return [
    {
      id: 'root',
      path: '/',
      Component: RootLayout,
      ErrorBoundary: AppErrorBoundary,
      HydrateFallback: InitialLoad,
      children: [
        {
          id: 'signIn',
          path: paths.signIn.slice(1),
          handle: { title: 'Sign in' } satisfies RouteHandle,
          loader: guestOnly(queryClient),
          lazy: () => import('@/features/auth/routes/sign-in'),
        },
        {
          id: 'invitation',
          path: paths.invitation.slice(1),
          handle: { title: 'Your invitation' } satisfies RouteHandle,
          lazy: () => import('@/features/auth/routes/invitation'),
        },
        {
          id: 'console',
          Component: ConsoleLayout,
          loader: requireStaff(queryClient),
          children: [
            page('queue', 'Work queue', () => import('@/features/queue/routes/queue'), [
              'queue.read',
            ]),
            page('customers', 'Customers', () => import('@/features/customers/routes/customers'), [
              'customers.read',
            ]),
            page('customer', 'Customer', () => import('@/features/customers/routes/customer'), [
              'customers.read',
            ]),
            page('documents', 'Documents', () => import('@/features/documents/routes/documents'), [
              'documents.read',
            ]),
            page(
              'document',
              'Document review',
              () => import('@/features/documents/routes/document'),
              ['documents.read'],
            ),
            page('cases', 'Cases', () => import('@/features/cases/routes/cases'), ['cases.read']),
            page('case', 'Case', () => import('@/features/cases/routes/case'), ['cases.read']),
            page('support', 'Support', () => import('@/features/support/routes/support-requests'), [
              'support.read',
            ]),
            page(
              'supportRequest',
              'Support request',
              () => import('@/features/support/routes/support-request'),
              ['support.read'],
            ),
            page('transfers', 'Transfers', () => import('@/features/transfers/routes/transfers'), [
              'transfers.read',
            ]),
            page('transfer', 'Transfer', () => import('@/features/transfers/routes/transfer'), [
              'transfers.read',
            ]),
            page('approvals', 'Approvals', () => import('@/features/proposals/routes/approvals'), [
              'transfers.hold',
              'pricing.change',
            ]),
            page('pricing', 'Pricing', () => import('@/features/pricing/routes/pricing'), [
              'pricing.read',
            ]),
            page(
              'sanctions',
              'Sanctions lists',
              () => import('@/features/sanctions/routes/sanctions'),
              ['sanctions.read'],
            ),
            page(
              'monitoring',
              'Monitoring rules',
              () => import('@/features/monitoring/routes/rules'),
              ['monitoring.read'],
            ),
            page('jobs', 'Failed jobs', () => import('@/features/jobs/routes/jobs'), ['jobs.read']),
            page('reports', 'IFTI reports', () => import('@/features/reports/routes/reports'), [
              'reports.read',
            ]),
            page('exports', 'Exports', () => import('@/features/exports/routes/exports'), [
              'exports.finance',
            ]),
            page('audit', 'Audit log', () => import('@/features/audit/routes/audit'), [
              'audit.read',
            ]),
            page('staff', 'Staff', () => import('@/features/staff/routes/staff'), ['staff.manage']),
            page('tokens', 'API tokens', () => import('@/features/staff/routes/tokens'), []),
            {
              id: 'notFound',
              path: '*',
              handle: { title: 'Page not found' } satisfies RouteHandle,
              loader: () => {
                throw new Response('Not found', { status: 404 });
              },
              ErrorBoundary: PageErrorBoundary,
            },
          ],
        },
      ],
    },
  ];
}
