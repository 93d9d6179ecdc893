import { PlaceholderPage } from '@/components/placeholder-page';

export function MultiFactorAuthRoute() {
  return (
    <PlaceholderPage
      title="More authentication required"
      note="Entering your one-time code arrives with the next release."
    />
  );
}

export { MultiFactorAuthRoute as Component };
