import {
  apiPaths,
  nestDottedKeys,
  type AttributeCategory,
  type Customer,
} from '@homeward/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export interface UpdateCategoryInput {
  category: AttributeCategory;
  /** The form's values by attribute key ("address.city"). */
  values: Record<string, string>;
}

/**
 * Saves one category of attributes. Dotted keys travel nested (spec section 7):
 * {"address.city": "Sydney"} is posted as {"address": {"city": "Sydney"}}.
 */
export function updateCategory({ category, values }: UpdateCategoryInput): Promise<Customer> {
  return apiClient.post<Customer>(
    `${apiPaths.update}?category=${encodeURIComponent(category)}`,
    nestDottedKeys(values),
  );
}

export function useUpdateCategory() {
  return useMutation({ mutationFn: updateCategory });
}
