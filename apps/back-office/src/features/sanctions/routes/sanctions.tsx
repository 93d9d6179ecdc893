import { staffMay } from '@homeward/contract';
import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '@homeward/ui/card';
import { ErrorState, LoadingState } from '@/components/states';
import { useStaffSession } from '@/features/auth/api/session';
import { sanctionsListsQueryOptions } from '../api/sanctions';
import { ListCard } from '../components/list-card';

export function Component() {
  const lists = useQuery(sanctionsListsQueryOptions);
  const roles = useStaffSession()?.staff.roles ?? [];
  const mayImport = staffMay(roles, 'sanctions.import');
  return (
    <>
      <PageHeader
        title="Sanctions lists"
        subtitle="The lists customers and recipients are screened against. A refused import keeps the list in force."
      />
      {lists.isPending ? (
        <LoadingState label="Loading the lists" />
      ) : lists.isError ? (
        <ErrorState error={lists.error} onRetry={() => void lists.refetch()} />
      ) : (
        <div className="space-y-6">
          {lists.data.data.map((list) => (
            <ListCard key={list.source} list={list} mayImport={mayImport} />
          ))}
        </div>
      )}
    </>
  );
}
