import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiRoot } from '../paths';
import {
  contractFieldRefusals,
  fixedSentences,
  passwordRuleMessages,
  valuedSentences,
} from './messages';
import { allServerMessages } from './registry';
import { translatorFor } from './translate';
import { everyValuedSentence, valuedWordsOf } from './valued-words';

const contractFolder = path.join(apiRoot, '../../packages/contract/src');

/**
 * The contract's sentences that are not a refusal of a customer's request field: words shown
 * elsewhere (a document's description, the customer's rights, the company's footer, each said
 * through the registry as they are).
 */
const notFieldRefusals = new Set([
  'A passport, national ID card or driving licence.',
  'A recent bill, bank statement or letter.',
  'Three quick photos, to match you with your ID.',
  'Card refunds can take 5 to 10 business days to show on your statement.',
  'You can cancel for a full refund, fee included, until the money is paid out, and within ${CANCEL_AFTER_PAYMENT_MINUTES} minutes of paying.',
  'Complaints: ${company.complaints_email}.',
  // Turned into each push refusal's second sentence (`contractFieldRefusals`).
  'Turn notifications on again from Settings so your browser makes a new subscription.',
]);

/** Staff's schemas: the back office is in English. */
const staffOnly = new Set([
  'Choose open, answered or all.',
  'Write the reply.',
  'Keep the reply under ${SUPPORT_MESSAGE_MAX} characters.',
  'Name the message you are replying to.',
]);

/**
 * Every sentence written in the contract's customer schemas (not admin*.ts): a string or a
 * template, starting with a capital letter and ending in a full stop (or a `${…}` of its own).
 */
function contractSentences(): string[] {
  const found = new Set<string>();
  for (const file of readdirSync(contractFolder)) {
    if (!file.endsWith('.ts') || file.endsWith('.test.ts') || file.startsWith('admin')) continue;
    const source = readFileSync(path.join(contractFolder, file), 'utf8');
    for (const [, , text] of source.matchAll(/(['`])([A-Z][^'`\n]* [^'`\n]*?(?:\.|\}))\1/g)) {
      if (text) found.add(text);
    }
    // A template over more than one line: its first line is enough to name it.
    for (const [, text] of source.matchAll(/`([A-Z][^`\n]*\$\{\w+)\n/g)) {
      if (text) found.add(text);
    }
  }
  return [...found];
}

/** A template's sentences: each `${…}` (or one its first line leaves open) is any value. */
const asPattern = (template: string) =>
  new RegExp(
    `^${template
      .split(/\$\{[^}]*(?:\}|$)/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.+')}$`,
  );

describe('the contract’s refusals of a customer’s request', () => {
  const said = [...fixedSentences, ...everyValuedSentence];

  it('finds the contract’s sentences', () => {
    const sentences = contractSentences();
    expect(sentences).toContain('Get a price first.');
    expect(sentences).toContain('Keep your message under ${SUPPORT_MESSAGE_MAX} characters.');
    expect(sentences.length).toBeGreaterThan(90);
  });

  it('says each in the request’s language: every one is a sentence of ours', () => {
    const unsaid = contractSentences().filter((sentence) => {
      if (notFieldRefusals.has(sentence) || staffOnly.has(sentence)) return false;
      if (!sentence.includes('${')) return !said.includes(sentence);
      const pattern = asPattern(sentence);
      return !said.some((ours) => pattern.test(ours));
    });
    expect(unsaid).toEqual([]);
  });

  it('has every one of them in the catalogs', () => {
    for (const sentence of contractFieldRefusals) expect(allServerMessages).toContain(sentence);
  });
});

describe('the password’s requirements not met', () => {
  const english =
    'The password does not meet the requirements: at least 12 characters, one number.';

  it('says each rule in the language, as a list', () => {
    const hi = translatorFor('hi');
    expect(valuedWordsOf('hi')(english)).toBe(
      hi(valuedSentences.passwordMissing, {
        rules: `${hi(passwordRuleMessages.length, { min: 12 })} और ${hi(passwordRuleMessages.digits)}`,
      }),
    );
    const vi = valuedWordsOf('vi')(english);
    expect(vi).toMatch(/^Mật khẩu chưa đáp ứng yêu cầu: ít nhất 12 ký tự và /);
  });

  it('keeps the English word for word, and a rule not of ours as written', () => {
    expect(valuedWordsOf('en-AU')(english)).toBe(english);
    const unknown = 'The password does not meet the requirements: no spaces.';
    expect(valuedWordsOf('hi')(unknown)).toBe(
      translatorFor('hi')(valuedSentences.passwordMissing, { rules: 'no spaces' }),
    );
  });
});
