import type { SanctionsImportResult, SanctionsList, SanctionsSourceName } from '@homeward/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const sanctionsListsQueryOptions = queryOptions({
  queryKey: ['sanctions-lists'],
  queryFn: () => apiClient.get<{ data: SanctionsList[] }>('/sanctions/lists'),
});

/** A list file the officer chose, or the address the server fetches it from. */
export type ListImport = { file: File } | { url: string };

/** The chosen file could not be read (moved, deleted or changed since it was chosen). */
export class UnreadableFile extends Error {
  constructor(name: string, cause: unknown) {
    super(`${name} could not be read. Choose the file again.`, { cause });
    this.name = 'UnreadableFile';
  }
}

async function bytesOf(file: File): Promise<ArrayBuffer> {
  try {
    return await file.arrayBuffer();
  } catch (error) {
    throw new UnreadableFile(file.name, error);
  }
}

export function useImportList(source: SanctionsSourceName) {
  const queryClient = useQueryClient();
  const path = `/sanctions/lists/${source}/imports`;
  return useMutation({
    mutationFn: async (input: ListImport) =>
      'file' in input
        ? apiClient.postBytes<SanctionsImportResult>(
            `${path}?file=${encodeURIComponent(input.file.name)}`,
            await bytesOf(input.file),
          )
        : apiClient.post<SanctionsImportResult>(path, { url: input.url }),
    // A refused import is recorded too: the list's card shows it either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['sanctions-lists'] }),
  });
}
