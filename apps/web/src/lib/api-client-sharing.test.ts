import { apiPaths } from '@homeward/contract';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/testing/server';
import { apiClient, forgetReadsInFlight } from './api-client';

const url = (path: string) => `*${path}`;

/** Concurrent reads of one path share a request, but never across a change on the server. */
describe('api client: shared reads', () => {
  it('shares one request between concurrent profile calls', async () => {
    let count = 0;
    server.use(
      http.get(url(apiPaths.profile), async () => {
        count += 1;
        await new Promise((resolve) => setTimeout(resolve, 20));
        return HttpResponse.json({ id: 'c1' });
      }),
    );
    const [a, b] = await Promise.all([
      apiClient.get(apiPaths.profile),
      apiClient.get(apiPaths.profile),
    ]);
    expect(count).toBe(1);
    expect(a).toEqual({ id: 'c1' });
    expect(b).toEqual({ id: 'c1' });
    // Once answered, the next call asks again: sharing is for concurrent calls only.
    await apiClient.get(apiPaths.profile);
    expect(count).toBe(2);
  });

  it('does not share a read sent before a write answered with a read asked for after it', async () => {
    // The device list: a live event asked for it while "sign out all other devices" was still
    // signing them out; the page asks again when the sign-out answers, and must hear the new list.
    let devices = 3;
    let reads = 0;
    let arrived = () => {};
    const firstArrived = new Promise<void>((resolve) => (arrived = resolve));
    server.use(
      http.get(url(apiPaths.devices), async () => {
        reads += 1;
        const seen = devices;
        arrived();
        await new Promise((resolve) => setTimeout(resolve, 30));
        return HttpResponse.json({ devices: seen });
      }),
      http.post(url(apiPaths.signOutOtherDevices), () => {
        devices = 1;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const before = apiClient.get(apiPaths.devices);
    await firstArrived;
    await apiClient.post(apiPaths.signOutOtherDevices);
    const after = apiClient.get(apiPaths.devices);
    await expect(before).resolves.toEqual({ devices: 3 });
    await expect(after).resolves.toEqual({ devices: 1 });
    expect(reads).toBe(2);
  });

  it('does not share a read sent before a live event said something changed', async () => {
    let balance = 1;
    let reads = 0;
    let arrived = () => {};
    const firstArrived = new Promise<void>((resolve) => (arrived = resolve));
    server.use(
      http.get(url(apiPaths.limits), async () => {
        reads += 1;
        const seen = balance;
        arrived();
        // The first read is answered while the second is still on its way.
        await new Promise((resolve) => setTimeout(resolve, reads === 1 ? 30 : 90));
        return HttpResponse.json({ seen });
      }),
    );
    const before = apiClient.get(apiPaths.limits);
    await firstArrived;
    balance = 2;
    forgetReadsInFlight();
    const after = apiClient.get(apiPaths.limits);
    await expect(before).resolves.toEqual({ seen: 1 });
    // The first read's end leaves the second in place: a third read shares it.
    const third = apiClient.get(apiPaths.limits);
    await expect(after).resolves.toEqual({ seen: 2 });
    await expect(third).resolves.toEqual({ seen: 2 });
    expect(reads).toBe(2);
  });
});
