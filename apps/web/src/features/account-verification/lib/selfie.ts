import { SELFIE_CATEGORY } from '@homeward/contract';
import { stepTitle } from './step-words';

/** The selfie's page heading: the dashboard task's words ("Take a selfie"), in the app's language. */
export function selfieTitle(): string {
  return stepTitle({ category: SELFIE_CATEGORY, title: 'Take a selfie' });
}

/**
 * Whether a document is taken live with the camera rather than uploaded as files: every type of
 * the selfie category, and any type with the built-in capture. One rule for the signed-in page
 * and the phone's hand-off page, so neither offers a file input for a selfie.
 */
export function takenLive(category: { code: string }, type: { api: string | null }): boolean {
  return category.code === SELFIE_CATEGORY || type.api === 'builtin';
}
