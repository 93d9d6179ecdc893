/**
 * How long to wait, as a person says it: "45 seconds" under a minute, else whole minutes
 * rounded up ("15 minutes", never "888 seconds"). Rounding up means that trying again when told
 * always works.
 */
export function waitInWords(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return whole === 1 ? '1 second' : `${whole} seconds`;
  const minutes = Math.ceil(whole / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}
