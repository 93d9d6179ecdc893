import {
  apiPaths,
  messages,
  type AttributeDefinition,
  type CompanyDetails,
  type Country,
  type Customer,
  type Device,
  type PasswordPolicy,
  type PendingMobileVerification,
  type SecurityEvent,
  type Task,
} from '@homeward/contract';
import { http, HttpResponse } from 'msw';
import { documentCategories as categoryFixtures } from './document-fixtures';
import { companyDetails, passwordPolicy } from './fixtures';
import { allCountries, australianAttributes, residenceCountries } from './onboarding-fixtures';

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

export const tasks = (body: Task[] = []) =>
  http.get(url(apiPaths.tasks), () => HttpResponse.json(body));

/** Countries by `use` (residence: where customers may live; otherwise every country). */
export const countries = (
  residence: Country[] = residenceCountries,
  all: Country[] = allCountries,
) =>
  http.get(url(apiPaths.countries), ({ request }) =>
    HttpResponse.json(
      new URL(request.url).searchParams.get('use') === 'residence' ? residence : all,
    ),
  );

export const attributeDefinitions = (body: AttributeDefinition[] = australianAttributes) =>
  http.get(url(apiPaths.attributes), () => HttpResponse.json(body));

export const documentCategories = (body = categoryFixtures) =>
  http.get(url(apiPaths.documentCategories), () => HttpResponse.json(body));

/** A reset link the server says can be used; `seen` collects the tokens it was asked about. */
export const liveResetLink = (seen: unknown[] = []) =>
  http.post(url(apiPaths.checkResetLink), async ({ request }) => {
    seen.push(((await request.json()) as { token?: unknown }).token);
    return HttpResponse.json({ message: 'This password reset link can be used.' });
  });

/** The mobile number whose texted code is waiting (none by default). */
export const pendingMobileNumber = (pending: PendingMobileVerification['pending'] = null) =>
  http.get(url(apiPaths.pendingMobileNumber), () => HttpResponse.json({ pending }));

/** Who the customer deals with, for every page's footer. */
export const company = (body: CompanyDetails = companyDetails) =>
  http.get(url(apiPaths.company), () => HttpResponse.json(body));

/**
 * The company's details, reference data, the task list and the waiting mobile code screens read:
 * on by default in the mock server (see server.ts), so a test only adds these when it wants
 * other answers.
 */
/** The account's language (decision 0037): English unless a test says otherwise. */
/** The account's language, as the API keeps it: what is saved is what the next read answers. */
export const accountLanguage = (initial = 'en-AU') => {
  let language = initial;
  return [
    http.get(url(apiPaths.language), () => HttpResponse.json({ language })),
    http.put(url(apiPaths.language), async ({ request }) => {
      ({ language } = (await request.json()) as { language: string });
      return HttpResponse.json({ language });
    }),
  ];
};

export const referenceData = () => [
  ...accountLanguage(),
  company(),
  countries(),
  attributeDefinitions(),
  tasks(),
  documentCategories(),
  pendingMobileNumber(),
];
