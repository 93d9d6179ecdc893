import { pathTo } from '@/lib/paths';

/** The dashboard with this recipient's corridor chosen; the wizard then preselects them. */
export const sendMoneyPath = (recipientId: string) =>
  `${pathTo('dashboard')}?${new URLSearchParams({ recipient: recipientId }).toString()}`;
