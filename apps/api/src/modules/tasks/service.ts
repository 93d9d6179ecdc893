import {
  isInformationRequired,
  requiredDocumentSteps,
  type Customer,
  type Task,
} from '@homeward/contract';

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
      title: 'Verify your email',
      description: `Enter the code we sent to ${customer.account.email}.`,
      route: ONBOARDING,
    });
  }
  if (customer.country === null) {
    tasks.push({
      code: 'country',
      title: 'Tell us where you live',
      description: 'Choose your country of residence.',
      route: ONBOARDING,
    });
  }
  const categories = [
    ['identity', 'Add your personal details', 'Your name, date of birth and nationality.'],
    ['address', 'Add your address', 'Where you live now.'],
    ['employment', 'Add your employment', 'Your work and yearly income.'],
  ] as const;
  for (const [category, title, description] of categories) {
    if (isInformationRequired(customer, category)) {
      tasks.push({ code: category, title, description, route: ONBOARDING });
    }
  }
  if (customer.account.mobile_number === null) {
    tasks.push({
      code: 'mobile_number',
      title: 'Add your mobile number',
      description: 'We text you a code to confirm it.',
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
