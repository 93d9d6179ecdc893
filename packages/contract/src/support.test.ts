import { describe, expect, it } from 'vitest';
import { adminSupportQuerySchema, createSupportRequestSchema, supportReplySchema } from './support';

const messagesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) =>
  Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );

describe('the contact form’s request', () => {
  it('takes a topic and a question, with or without a transfer, trimmed', () => {
    expect(
      createSupportRequestSchema.parse({ topic: 'limits', message: '  How do I send more?  ' }),
    ).toEqual({ topic: 'limits', message: 'How do I send more?' });
    const transfer = '0190a6d4-0000-7000-8000-000000000007';
    expect(
      createSupportRequestSchema.parse({
        topic: 'complaint',
        message: 'The money never arrived.',
        transfer_id: transfer,
      }).transfer_id,
    ).toBe(transfer);
  });

  it('says what is wrong with each field, one message each', () => {
    expect(
      messagesOf(
        createSupportRequestSchema.safeParse({ topic: 'x', message: '   ', transfer_id: 7 }),
      ),
    ).toEqual({
      topic: 'Choose what your question is about.',
      message: 'Write your question.',
      transfer_id: 'Choose one of your transfers, or none.',
    });
    expect(
      messagesOf(createSupportRequestSchema.safeParse({ topic: 'other', message: 'Hi there' })),
    ).toEqual({ message: 'Tell us a little more: at least 10 characters.' });
    expect(
      messagesOf(
        createSupportRequestSchema.safeParse({ topic: 'other', message: 'x'.repeat(4001) }),
      ),
    ).toEqual({ message: 'Keep your message under 4000 characters.' });
  });
});

describe('a staff reply', () => {
  it('needs words', () => {
    expect(messagesOf(supportReplySchema.safeParse({ message: ' ' }))).toEqual({
      message: 'Write the reply.',
    });
    expect(supportReplySchema.parse({ message: ' Yes. ' })).toEqual({ message: 'Yes.' });
  });

  it('lists open requests unless told otherwise', () => {
    expect(adminSupportQuerySchema.parse({})).toEqual({ status: 'open' });
    expect(adminSupportQuerySchema.safeParse({ status: 'closed' }).success).toBe(false);
  });
});
