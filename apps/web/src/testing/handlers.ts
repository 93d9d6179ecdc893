import {
  apiPaths,
  messages,
  type Customer,
  type Device,
  type PasswordPolicy,
  type SecurityEvent,
} from '@homeward/contract';
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

export const devices = (body: Device[] = []) =>
  http.get(url(apiPaths.devices), () => HttpResponse.json(body));

export const securityEvents = (body: SecurityEvent[] = []) =>
  http.get(url(apiPaths.securityEvents), () => HttpResponse.json(body));

/** What the settings page reads besides the profile. */
export const settingsReads = () => [policy(), securityEvents()];
