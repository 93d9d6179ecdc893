import { DEFAULT_LANGUAGE, requiredDocumentSteps, type Task } from '@homeward/contract';
import { ourWords, type Say } from '../../i18n/our-words';
import { translatorFor, type Translate } from '../../i18n/translate';
import { reasonIn } from '../transfer-lifecycle/reasons';
import { sourceOfFundsTask } from '../risk/effects';

/** What the customer's tasks say, in English (the source of locales/<tag>.po). */
export const taskSentences = {
  verifyEmail: 'Verify your email',
  verifyEmailHow: 'Enter the code we sent to {email}.',
  country: 'Tell us where you live',
  countryHow: 'Choose your country of residence.',
  identity: 'Add your personal details',
  identityHow: 'Your name, date of birth and nationality.',
  address: 'Add your address',
  addressHow: 'Where you live now.',
  employment: 'Add your employment',
  employmentHow: 'Your work and yearly income.',
  mobileNumber: 'Add your mobile number',
  mobileNumberHow: 'We text you a code to confirm it.',
  transferOnHold: 'We are checking your transfer to {name}',
  transferOnHoldHow: 'We will email you if we need anything.',
  documentsInReview: 'We are checking your documents',
  documentsInReviewHow:
    'Your limits go up as soon as your identity and address are approved. We will email you.',
} as const;

/** A task sentence with its values, in English: tasks are built in English and said later. */
export const inEnglish = translatorFor(DEFAULT_LANGUAGE);

/** Every sentence a task may say: ours, the documents' steps (contract) and the source of funds. */
export const everyTaskSentence: readonly string[] = [
  ...Object.values(taskSentences),
  ...requiredDocumentSteps.flatMap((step) => [step.title, step.description]),
  sourceOfFundsTask.title,
  sourceOfFundsTask.description,
];

/** The task words of a request's language. */
export const taskWordsIn = ourWords(everyTaskSentence);

/**
 * The task words of a language, with a held transfer's reason (a task's description) said as
 * its timeline says it.
 */
export function taskWordsWithReasons(t: Translate): Say {
  const say = taskWordsIn(t);
  return (text) => {
    const said = say(text);
    return said === text ? reasonIn(text, t) : said;
  };
}

/**
 * A task in the request's language. Its title and description are said when they are ours; a
 * hold's reason written by a reviewer is theirs, and passes as it is.
 */
export const taskIn = (task: Task, say: Say): Task => ({
  ...task,
  title: say(task.title),
  description: say(task.description),
});
