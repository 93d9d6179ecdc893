import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { BaseSyntheticEvent } from 'react';
import type { z } from 'zod';
import { applyServerErrors } from './form-errors';

/**
 * A form checked by the contract's schema that sends its values, puts a 422's messages on its
 * fields, and empties itself once sent: a note, a reply, a token's name.
 */
export function useServerForm<Values extends FieldValues>(
  schema: z.ZodType<Values, Values>,
  defaultValues: Values,
  send: (values: Values) => Promise<unknown>,
): UseFormReturn<Values> & { onSubmit: (event?: BaseSyntheticEvent) => Promise<void> } {
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: defaultValues as DefaultValues<Values>,
  });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await send(values);
    } catch (error) {
      applyServerErrors(error, form.setError, Object.keys(defaultValues));
      return;
    }
    form.reset();
  });
  return { ...form, onSubmit };
}
