import {
  cancellationRight,
  errorResolutionRights,
  payoutMethodLabels,
  refundTimeFrame,
  sourcesOfFunds,
  supportTopicTitles,
  transferPurposes,
  transferStatusTitles,
} from '@homeward/contract';
import { companySentences } from '../modules/company/details';
import { catalogueSentences, documentStatusTitles } from '../modules/documents/words';
import { amountStopSentences, limitSentences } from '../modules/limits/words';
import { mailSentences } from '../modules/mail/sentences';
import { says as fieldWords } from '../modules/recipients/requirements';
import { recipientRefusals } from '../modules/recipients/refusal-words';
import { fieldSentences, profileRefusals } from '../modules/profile/field-words';
import { quoteRefusalSentences } from '../modules/quotes/words';
import { SKIPPED_NOTE, stopReasons } from '../modules/schedules/service';
import { everyTaskSentence } from '../modules/tasks/words';
import { statementSentences } from '../modules/statements/sentences';
import { timelineReasons } from '../modules/transfer-lifecycle/reasons';
import { receiptSentences } from '../modules/transfers/receipt-sentences';
import { MORE_ERRORS, fixedSentences, passwordRuleMessages, waitWords } from './messages';
import { everyValuedSentence } from './valued-words';

/**
 * Every English sentence the API says to customers in their language (decisions 0037, 0038):
 * the msgids each catalog (locales/<tag>.po) must translate. Words the contract shares with the
 * app (a status's name, a purpose, the customer's rights) are said in the app's catalogs too.
 */
export const allServerMessages: readonly string[] = [
  ...new Set([
    ...Object.values(passwordRuleMessages),
    MORE_ERRORS,
    ...fixedSentences,
    ...everyValuedSentence,
    ...Object.values(recipientRefusals),
    ...Object.values(waitWords),
    ...mailSentences,
    ...Object.values(receiptSentences),
    ...Object.values(timelineReasons),
    ...Object.values(statementSentences),
    ...Object.values(companySentences),
    ...Object.values(fieldWords),
    ...Object.values(stopReasons),
    SKIPPED_NOTE,
    ...quoteRefusalSentences,
    ...catalogueSentences,
    ...Object.values(documentStatusTitles),
    ...fieldSentences,
    ...Object.values(profileRefusals),
    ...everyTaskSentence,
    ...limitSentences,
    ...amountStopSentences,
    refundTimeFrame,
    cancellationRight,
    errorResolutionRights,
    ...Object.values(transferStatusTitles),
    ...Object.values(payoutMethodLabels),
    ...Object.values(transferPurposes),
    ...Object.values(sourcesOfFunds),
    ...Object.values(supportTopicTitles),
  ]),
];
