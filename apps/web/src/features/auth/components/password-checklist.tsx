import type { PasswordPolicy } from '@homeward/contract';
import { evaluatePassword } from '@homeward/contract/password-rules';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { clsx } from 'clsx';
import { Circle, CircleCheck, CircleX } from 'lucide-react';

type RuleState = 'idle' | 'met' | 'unmet';

const looks = {
  idle: { className: 'text-subtle', icon: Circle, spoken: null },
  met: { className: 'text-success', icon: CircleCheck, spoken: msg`Done:` },
  unmet: { className: 'text-danger', icon: CircleX, spoken: msg`Not yet:` },
} as const;

interface PasswordChecklistProps {
  id?: string;
  policy: PasswordPolicy;
  password: string;
}

/**
 * The live list of the policy's enabled rules (spec section 2): grey until something is typed,
 * then green when met and red when not. An icon and hidden words carry the state too, so colour
 * is never the only signal.
 */
export function PasswordChecklist({ id, policy, password }: PasswordChecklistProps) {
  const { t } = useLingui();
  const results = evaluatePassword(policy, password);
  if (results.length === 0) return null;
  return (
    <ul id={id} aria-label={t`Password requirements`} className="mt-3 space-y-1.5">
      {results.map((result) => {
        const state: RuleState = password === '' ? 'idle' : result.passed ? 'met' : 'unmet';
        const { className, icon: Icon, spoken } = looks[state];
        return (
          <li
            key={result.rule}
            data-rule={result.rule}
            data-state={state}
            className={clsx('flex items-start gap-2 text-sm', className)}
          >
            <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              {spoken ? <span className="sr-only">{`${t(spoken)} `}</span> : null}
              {result.message}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
