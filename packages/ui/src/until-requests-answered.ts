/** What a TanStack Query client says about its requests in flight. */
interface RequestCounts {
  isFetching(): number;
  isMutating(): number;
}

/**
 * Test support for both apps' `disposeApps`: waits until no query or mutation of these clients
 * is in flight (5 s at most). MSW 3 matches a request to the handlers in place when it arrives, a
 * moment after it was sent, so a request still on its way when a test ends would meet the next
 * test's handlers and fail that test.
 */
export async function untilRequestsAnswered(clients: RequestCounts[]): Promise<void> {
  const busy = () => clients.some((client) => client.isFetching() + client.isMutating() > 0);
  for (const deadline = Date.now() + 5_000; busy() && Date.now() < deadline;) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
