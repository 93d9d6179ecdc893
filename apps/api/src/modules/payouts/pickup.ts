import { groupedPickupCode, type Pickup } from '@homeward/contract';
import { spokenMoney } from '../../lib/money';
import { recipientFields } from '../recipients/requirements';

/** What a cash pickup transfer keeps of its recipient (the transfer's snapshot). */
interface PickupRecipient {
  fullName: string;
  countryIso2: string;
  details: Record<string, string>;
}

/** The network's name as the recipient chose it ("Cebuana Lhuillier"), from the requirements. */
export function pickupNetworkName(recipient: PickupRecipient): string {
  const key = recipient.details.pickup_network ?? '';
  const field = recipientFields(recipient.countryIso2, 'cash_pickup', recipient.details)?.find(
    (spec) => spec.key === 'pickup_network',
  );
  return field?.allowed_values?.find((option) => option.key === key)?.label ?? key;
}

/** How the recipient collects, for the sender's screen and receipt. */
export function pickupDetails(recipient: PickupRecipient, code: string): Pickup {
  return {
    code,
    network: pickupNetworkName(recipient),
    // The form asked for the name "exactly as on their ID": the counter checks the two agree.
    bring: `A valid photo ID in the name ${recipient.fullName}.`,
  };
}

/**
 * The recipient's text: who sent how much, the code and where. Short (one SMS for usual names)
 * and with no link: the recipient has no Homeward account and a link in a text invites phishing.
 */
export function pickupText(options: {
  senderName: string;
  receiveMinor: number;
  currency: string;
  recipient: PickupRecipient;
  code: string;
}): string {
  const { senderName, recipient, code } = options;
  return (
    `${senderName} sent you ${spokenMoney(options.receiveMinor, options.currency)} with Homeward. ` +
    `Collect it at ${pickupNetworkName(recipient)} with code ${groupedPickupCode(code)} and your photo ID.`
  );
}
