import { useLingui } from '@lingui/react/macro';
import { Languages } from 'lucide-react';
import { Card } from '@homeward/ui/card';
import { LanguagePicker } from '@/components/language-picker';
import { useSaveAccountLanguage } from '@/i18n/account-language';
import { describeFailure } from '@/lib/describe-failure';

/**
 * Settings → Notifications: one language for the app and for everything Homeward sends. The app
 * switches once the account has it, so what the customer sees is what their emails will say;
 * the page itself changing language is the confirmation.
 */
export function LanguageCard() {
  const { t } = useLingui();
  const save = useSaveAccountLanguage();
  return (
    <Card
      id="language"
      title={t`Language`}
      icon={<Languages aria-hidden="true" className="size-5" />}
      description={t`The language of this app and of everything we send you: emails, texts, notifications and receipts.`}
    >
      <LanguagePicker showLabel disabled={save.isPending} onChoose={(tag) => save.mutate(tag)} />
      {save.error ? (
        <p role="alert" className="mt-3 text-sm text-danger">
          {describeFailure(save.error)}
        </p>
      ) : null}
    </Card>
  );
}
