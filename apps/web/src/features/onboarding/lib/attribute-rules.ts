import { t } from '@lingui/core/macro';
import { stripSlashes, type AttributeDefinition } from '@homeward/contract';

/**
 * The server's regular expression as a RegExp. It comes in slash form ("/^[0-9]{4}$/", spec
 * section 5); trailing flags ("/^[a-z]+$/i") are kept. An expression the browser cannot compile
 * is left to the server, which checks every value again.
 */
export function attributePattern(regularExpression: string | null): RegExp | null {
  if (regularExpression === null || regularExpression.trim() === '') return null;
  const withFlags = /^\/([\s\S]*)\/([dgimsuy]*)$/.exec(regularExpression);
  try {
    return withFlags
      ? new RegExp(withFlags[1] as string, (withFlags[2] as string).replace(/[gy]/g, ''))
      : new RegExp(stripSlashes(regularExpression));
  } catch {
    return null;
  }
}

/**
 * "The postcode field is required." — Laravel's wording, and the same words the API uses. The
 * label is the server's, put as it is into the sentence of the customer's language.
 */
export function requiredMessage(definition: Pick<AttributeDefinition, 'label'>): string {
  const label = definition.label.toLowerCase();
  return t`The ${label} field is required.`;
}

/**
 * What is wrong with a value before it is sent, or undefined: required first, then the
 * country's expression with its own message.
 */
export function checkAttribute(
  definition: Pick<
    AttributeDefinition,
    'label' | 'is_required' | 'regular_expression' | 'expression_error_message'
  >,
  value: string,
): string | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return definition.is_required ? requiredMessage(definition) : undefined;
  const pattern = attributePattern(definition.regular_expression);
  if (pattern && !pattern.test(trimmed)) {
    const { label } = definition;
    return definition.expression_error_message ?? t`The ${label} format is not valid.`;
  }
  return undefined;
}
