import { apiPaths, messages, type Customer, type PasswordPolicy } from '@homeward/contract';
import { http, HttpResponse } from 'msw';
import { passwordPolicy } from './fixtures';

/** Handlers for the common answers; URLs match any origin, as the api client builds absolute ones. */
export const url = (path: string) => `*${path}`;

export const signedOut = () =>
  http.get(url(apiPaths.profile), () =>
    HttpResponse.json({ message: messages.unauthenticated }, { status: 401 }),
  );

export const signedIn = (customer: Customer) =>
  http.get(url(apiPaths.profile), () => HttpResponse.json(customer));

export const policy = (body: PasswordPolicy = passwordPolicy) =>
  http.get(url(apiPaths.passwordPolicy), () => HttpResponse.json(body));

export const csrfCookie = () =>
  http.get(url(apiPaths.csrfCookie), () => new HttpResponse(null, { status: 204 }));
