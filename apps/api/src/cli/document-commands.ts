import { parseArgs } from 'node:util';
import { adminDocumentSchema, adminDocumentSummarySchema, listOf } from '@homeward/contract';
import { z } from 'zod';
import { query } from './admin-client';
import { firstOf, segment, type OpsCommand } from './command';

/** The approval's reading: all five fields or none (a proof of address needs none). */
function readingOf(values: Record<string, string | undefined>) {
  const fields = [
    values['given-names'],
    values.surname,
    values['birth-date'],
    values.number,
    values.expiry,
  ];
  if (!fields.some(Boolean)) return undefined;
  if (fields.some((field) => !field?.trim())) {
    throw new Error('Give all of --given-names, --surname, --birth-date, --number and --expiry.');
  }
  return {
    given_names: values['given-names'] ?? '',
    surname: values.surname ?? '',
    birth_date: values['birth-date'] ?? '',
    document_number: values.number ?? '',
    expires_on: values.expiry ?? '',
  };
}

const anything = z.unknown();

/** Customers' documents: the review queue, one document, and the reviewer's decisions. */
export const documentCommands: Record<string, OpsCommand> = {
  'documents:list': {
    help: 'documents:list [--status pending,in_review,approved,rejected,expired]   documents waiting for review (or in those statuses)',
    async run(client, args, out) {
      const { values } = parseArgs({ args, options: { status: { type: 'string' } } });
      const { data } = await client.get(
        `/documents${query({ status: values.status })}`,
        listOf(adminDocumentSummarySchema),
      );
      if (data.length === 0) out('No documents.');
      for (const row of data) {
        out(
          [
            row.id,
            row.status.padEnd(9),
            `${row.category}/${row.type}`.padEnd(34),
            row.customer_email,
            row.created_at,
          ].join('  '),
        );
      }
    },
  },
  'documents:show': {
    help: 'documents:show <id>   one document, what was read from it, and its history',
    async run(client, args, out) {
      const id = firstOf(parseArgs({ args, allowPositionals: true }).positionals, 'document id');
      const document = await client.get(`/documents/${segment(id)}`, adminDocumentSchema);
      out(`${document.id}  ${document.category}  ${document.status}  ${document.customer_email}`);
      if (document.rejection_reason) out(`reason: ${document.rejection_reason}`);
      const { reading } = document;
      if (reading) {
        out(
          `read: ${reading.given_names} ${reading.surname}, born ${reading.birth_date}, number ${reading.document_number}, expires ${reading.expires_on}`,
        );
      }
      for (const event of document.history) {
        out(
          `  ${event.at}  ${event.status.padEnd(9)}  ${event.actor}${event.reason ? `  ${event.reason}` : ''}`,
        );
      }
    },
  },
  'documents:review': {
    help: 'documents:review <id>   mark a document as in review (others see someone has it)',
    async run(client, args, out) {
      const id = firstOf(parseArgs({ args, allowPositionals: true }).positionals, 'document id');
      await client.post(`/documents/${segment(id)}/review`, {}, anything);
      out('In review.');
    },
  },
  'documents:approve': {
    help: 'documents:approve <id> [--given-names <g> --surname <s> --birth-date <YYYY-MM-DD> --number <n> --expiry <YYYY-MM-DD>]   (the reading is required for a proof of identity)',
    async run(client, args, out) {
      const { positionals, values } = parseArgs({
        args,
        allowPositionals: true,
        options: {
          'given-names': { type: 'string' },
          surname: { type: 'string' },
          'birth-date': { type: 'string' },
          number: { type: 'string' },
          expiry: { type: 'string' },
        },
      });
      const id = firstOf(positionals, 'document id');
      const reading = readingOf(values);
      await client.post(`/documents/${segment(id)}/approve`, reading ? { reading } : {}, anything);
      out('Approved.');
    },
  },
  'documents:reject': {
    help: 'documents:reject <id> --reason "<words the customer can act on>"',
    async run(client, args, out) {
      const { positionals, values } = parseArgs({
        args,
        allowPositionals: true,
        options: { reason: { type: 'string' } },
      });
      const id = firstOf(positionals, 'document id');
      await client.post(
        `/documents/${segment(id)}/reject`,
        { reason: values.reason ?? '' },
        anything,
      );
      out('Rejected.');
    },
  },
  'documents:expire': {
    help: 'documents:expire <id>   an approved document is no longer valid',
    async run(client, args, out) {
      const id = firstOf(parseArgs({ args, allowPositionals: true }).positionals, 'document id');
      await client.post(`/documents/${segment(id)}/expire`, {}, anything);
      out('Expired.');
    },
  },
};
