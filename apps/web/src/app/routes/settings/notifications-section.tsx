import { useLingui } from '@lingui/react/macro';
import { Bell } from 'lucide-react';
import { Card } from '@homeward/ui/card';
import { DevicePush } from '@/features/notifications/components/device-push';
import { LanguageCard } from '@/features/notifications/components/language-card';
import { NotificationPreferencesForm } from '@/features/notifications/components/notification-preferences';

/**
 * /settings/notifications: how the customer wants to hear from Homeward (issue 19 item 1), and
 * push on this device (item 4).
 */
export function NotificationsSection() {
  const { t } = useLingui();
  return (
    <div className="space-y-6">
      <LanguageCard />
      <Card
        id="notifications"
        title={t`Notifications`}
        icon={<Bell aria-hidden="true" className="size-5" />}
        description={t`Choose how we tell you about each thing. Some emails always go out: codes you ask for, answers to your questions, and news about money that is on hold or coming back to you.`}
      >
        <NotificationPreferencesForm />
      </Card>
      <DevicePush />
    </div>
  );
}
