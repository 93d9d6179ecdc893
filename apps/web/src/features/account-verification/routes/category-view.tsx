import { PlaceholderPage } from '@/components/placeholder-page';

export function CategoryViewRoute() {
  return (
    <PlaceholderPage
      title="Upload documents"
      note="Uploading documents arrives with the next release."
    />
  );
}

export { CategoryViewRoute as Component };
