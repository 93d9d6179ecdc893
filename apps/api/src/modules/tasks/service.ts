import {
  isInformationRequired,
  requiredDocumentSteps,
  type Customer,
  type Task,
} from '@homeward/contract';
import { inEnglish, taskSentences as says } from './words';

const ONBOARDING = '/workflow/onboarding';

/**
 * What the customer still has to do, in the order onboarding asks it. Uses the contract's
 * information-required rule, the same one the SPA uses to mark onboarding stages complete.
 */
export function openTasks(customer: Customer): Task[] {
  const tasks: Task[] = [];
  if (!customer.account.is_email_verified) {
    tasks.push({
      code: 'verify_email',
      title: says.verifyEmail,
      description: inEnglish(says.verifyEmailHow, { email: customer.account.email }),
      route: ONBOARDING,
    });
  }
  if (customer.country === null) {
    tasks.push({
      code: 'country',
      title: says.country,
      description: says.countryHow,
      route: ONBOARDING,
    });
  }
  const categories = [
    ['identity', says.identity, says.identityHow],
    ['address', says.address, says.addressHow],
    ['employment', says.employment, says.employmentHow],
  ] as const;
  for (const [category, title, description] of categories) {
    if (isInformationRequired(customer, category)) {
      tasks.push({ code: category, title, description, route: ONBOARDING });
    }
  }
  if (customer.account.mobile_number === null) {
    tasks.push({
      code: 'mobile_number',
      title: says.mobileNumber,
      description: says.mobileNumberHow,
      route: ONBOARDING,
    });
  }
  // The documents every customer provides (a document counts once it is under review or
  // approved; a rejected or expired one brings the task back), in the verification page's order.
  for (const { category, title, description } of requiredDocumentSteps) {
    const provided = customer.documents.some(
      (document) =>
        document.document_category.code === category &&
        ['pending', 'in_review', 'approved'].includes(document.status_code),
    );
    if (!provided) {
      tasks.push({
        code: `document:${category}`,
        title,
        description,
        route: `/account-verification/upload/${category}`,
      });
    }
  }
  return tasks;
}
