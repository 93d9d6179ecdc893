/** "within 1 hour", "within 2 days": a payout method's delivery time in plain words. */
export function deliveryWords(minutes: number): string {
  const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;
  if (minutes < 60) return `within ${plural(minutes, 'minute')}`;
  if (minutes < 48 * 60) return `within ${plural(Math.ceil(minutes / 60), 'hour')}`;
  return `within ${plural(Math.ceil(minutes / (24 * 60)), 'day')}`;
}
