import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { ChevronRight, CircleCheck, ListTodo } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '@homeward/ui/alert';
import { Button } from '@/components/button';
import { Card } from '@homeward/ui/card';
import { SkeletonRows } from '@homeward/ui/skeleton';
import { tasksQueryOptions } from '../api/get-tasks';

/**
 * The dashboard's "Open tasks": what the customer still has to do, each a link to do it. Its
 * words are the dashboard's catalog (lingui.config.ts): keep them few. A task's title and
 * description are the server's.
 */
export function OpenTasks() {
  const { t } = useLingui();
  const tasks = useQuery(tasksQueryOptions());
  const title = t`Open tasks`;
  return (
    <Card
      id="open-tasks"
      title={title}
      icon={<ListTodo aria-hidden="true" className="size-5" />}
      description={t`Finish these to send money and raise your limits.`}
    >
      {tasks.isPending ? (
        <SkeletonRows label={t`Loading your tasks`} count={2} />
      ) : tasks.isError ? (
        <Alert tone="error">
          <p>
            <Trans>We could not load your tasks.</Trans>
          </p>
          <Button variant="secondary" className="mt-3" onClick={() => void tasks.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </Alert>
      ) : tasks.data.length === 0 ? (
        <p className="flex items-center gap-2 text-ink">
          <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-success" />
          <Trans>Nothing to do — you&apos;re ready to send money.</Trans>
        </p>
      ) : (
        <ul aria-label={title} className="-mx-2 divide-y divide-line">
          {tasks.data.map((task) => (
            <li key={task.code}>
              <Link
                to={task.route}
                className="flex min-h-11 items-center gap-3 rounded-field px-2 py-3 hover:bg-canvas"
              >
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold text-ink">{task.title}</span>
                  <span className="block text-sm text-muted">{task.description}</span>
                </span>
                <ChevronRight
                  aria-hidden="true"
                  className="size-5 shrink-0 text-subtle rtl:-scale-x-100"
                />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
