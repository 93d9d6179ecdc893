import { monitoringRuleTitles, type CaseStatus, type CaseSummary } from '@homeward/contract';
import type { BadgeTone } from '@/components/badge';
import { formatAge, humanize } from '@/lib/format';

/** What screened the subject, in the officer's words (the API's ScreeningTrigger codes). */
const triggers: Record<string, string> = {
  identity_saved: 'Identity details saved',
  document_approved: 'Identity document approved',
  recipient_saved: 'Recipient saved',
  payout: 'Check before payout',
  list_changed: 'A sanctions list changed',
};

/** A monitoring case's trigger is the rule whose alert opened it. */
export const triggerLabel = (trigger: string) =>
  triggers[trigger] ??
  (monitoringRuleTitles as Record<string, string | undefined>)[trigger] ??
  humanize(trigger);

/** How a list names a name (the importers' ListedNameKind codes). */
const nameKinds: Record<string, string> = {
  primary: 'Primary',
  aka: 'a.k.a.',
  fka: 'f.k.a.',
  weak_aka: 'Weak a.k.a.',
  original_script: 'Original script',
};

export const nameKindLabel = (kind: string) => nameKinds[kind] ?? humanize(kind);

export const subjectTypeLabel: Record<CaseSummary['subject_type'], string> = {
  customer: 'Customer',
  recipient: 'Recipient',
};

export const caseStatusLabel: Record<CaseStatus, string> = {
  open: 'Open',
  cleared: 'Cleared as false positive',
  confirmed: 'Confirmed match',
};

export const caseStatusTone: Record<CaseStatus, BadgeTone> = {
  open: 'warning',
  cleared: 'success',
  confirmed: 'danger',
};

/** 0.934 → "93%". */
export const formatScore = (score: number) => `${Math.round(score * 100)}%`;

const regions = new Intl.DisplayNames(['en'], { type: 'region' });

/** "IQ" → "Iraq (IQ)"; a code the browser does not know stays as it is. */
export function formatCountry(code: string): string {
  try {
    const name = regions.of(code.toUpperCase());
    return name && name !== code.toUpperCase() ? `${name} (${code.toUpperCase()})` : code;
  } catch {
    return code;
  }
}

/** "3 h ago", or "just now". */
export function ago(iso: string): string {
  const age = formatAge(iso);
  return age === 'just now' ? age : `${age} ago`;
}
