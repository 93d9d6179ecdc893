import { useQuery } from '@tanstack/react-query';
import { ChevronRight, CircleCheck, ListTodo } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '@homeward/ui/alert';
import { Button } from '@/components/button';
import { Card } from '@homeward/ui/card';
import { SkeletonRows } from '@homeward/ui/skeleton';
import { tasksQueryOptions } from '../api/get-tasks';

/** The dashboard's "Open tasks": what the customer still has to do, each a link to do it. */
export function OpenTasks() {
  const tasks = useQuery(tasksQueryOptions());
  return (
    <Card
      title="Open tasks"
      icon={<ListTodo aria-hidden="true" className="size-5" />}
      description="Finish these to send money and raise your limits."
    >
      {tasks.isPending ? (
        <SkeletonRows label="Loading your tasks" count={2} />
      ) : tasks.isError ? (
        <Alert tone="error">
          <p>We could not load your tasks.</p>
          <Button variant="secondary" className="mt-3" onClick={() => void tasks.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : tasks.data.length === 0 ? (
        <p className="flex items-center gap-2 text-ink">
          <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-success" />
          Nothing to do — you&apos;re ready to send money.
        </p>
      ) : (
        <ul aria-label="Open tasks" className="-mx-2 divide-y divide-line">
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
                <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-subtle" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
