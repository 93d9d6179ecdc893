// What the calculator starts from and checks: corridors, their payout methods, a recipient.
import type { Corridor, PayoutMethod, Recipient } from '@homeward/contract';

export function methodsOf(corridor: Corridor): PayoutMethod[] {
  return corridor.payout_methods.map((entry) => entry.method);
}

/** The recipient can receive through this corridor and method. */
export function recipientFits(
  recipient: Recipient,
  corridor: Corridor,
  method: PayoutMethod,
): boolean {
  return (
    corridor.destination_country.iso2_alpha === recipient.country.iso2_alpha &&
    corridor.destination_currency === recipient.currency &&
    method === recipient.payout_method
  );
}

/** The recipient's corridor and method when the page was opened for one, else the first. */
export function initialSelection(corridors: Corridor[], recipient: Recipient | null) {
  const first = corridors[0] as Corridor;
  if (recipient) {
    const match = corridors.find((corridor) =>
      recipientFits(recipient, corridor, recipient.payout_method),
    );
    if (match && methodsOf(match).includes(recipient.payout_method)) {
      return { corridorId: match.id, method: recipient.payout_method };
    }
  }
  return { corridorId: first.id, method: methodsOf(first)[0] ?? 'bank_account' };
}
