import { useEffect } from 'react';
import { matchPath, useLocation } from 'react-router';
import { LoadingRegion, Skeleton, SkeletonField } from '@homeward/ui/skeleton';
import { paths } from '@/lib/paths';
import { startProgress } from '@/lib/progress';

/** The signed-out pages, drawn in the auth card layout; every other page has the app's layout. */
const AUTH_PAGES = [paths.signIn, paths.signUp, paths.forgotPassword, paths.resetPassword];
const isAuthPage = (pathname: string) => AUTH_PAGES.some((page) => matchPath(page, pathname));

/** The auth card: the heading and its line, two fields and the button. */
function AuthSkeleton() {
  return (
    <div
      data-layout="auth"
      className="flex min-h-dvh flex-col bg-linear-to-b from-brand-100 via-canvas to-canvas"
    >
      <div className="flex flex-col items-center px-4 pt-10 pb-6 sm:pt-14">
        <Skeleton className="h-9 w-40" />
        <Skeleton className="mt-3 h-4 w-56" />
      </div>
      <div className="mx-auto w-full max-w-md flex-1 px-4 pb-10">
        <div className="space-y-5 rounded-card bg-surface p-6 shadow-card sm:p-8">
          <Skeleton className="h-8 w-2/3" />
          <Skeleton className="h-4 w-full" />
          <SkeletonField />
          <SkeletonField />
          <Skeleton className="h-12 w-full rounded-field" />
        </div>
      </div>
    </div>
  );
}

/** The customer layout: the top bar on phones, the sidebar from 1024 px, a title and two cards. */
function AppSkeleton() {
  return (
    <div data-layout="app" className="min-h-dvh lg:flex">
      <div className="flex h-16 items-center border-b border-line bg-surface px-4 lg:hidden">
        <Skeleton className="h-8 w-32" />
      </div>
      <div className="hidden w-64 shrink-0 space-y-4 border-e border-line bg-surface p-4 lg:block">
        <Skeleton className="mb-8 ms-3 h-8 w-32" />
        {['w-28', 'w-32', 'w-24', 'w-36', 'w-20'].map((width) => (
          <Skeleton key={width} className={`ms-3 h-5 ${width}`} />
        ))}
      </div>
      <div className="mx-auto w-full max-w-5xl flex-1 space-y-6 px-4 py-6 sm:px-6 lg:px-10 lg:py-10">
        <div className="space-y-2">
          <Skeleton className="h-8 w-48" />
          <Skeleton className="h-5 w-72 max-w-full" />
        </div>
        {['first', 'second'].map((card) => (
          <div key={card} className="space-y-4 rounded-card bg-surface p-5 shadow-card sm:p-7">
            <Skeleton className="h-6 w-40" />
            <Skeleton className="h-12 w-full rounded-field" />
            <Skeleton className="h-5 w-2/3" />
          </div>
        ))}
      </div>
    </div>
  );
}

/**
 * Shown while the first page's code and its guard load: the progress bar, and the shape of the
 * page to come (the spec wants a bar, not a spinner; a skeleton keeps the page from being blank
 * and from jumping when it arrives).
 */
export function InitialLoad() {
  useEffect(() => startProgress(), []);
  const { pathname } = useLocation();
  return (
    <LoadingRegion label="Loading">
      {isAuthPage(pathname) ? <AuthSkeleton /> : <AppSkeleton />}
    </LoadingRegion>
  );
}
