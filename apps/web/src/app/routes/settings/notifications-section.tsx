import { Mail } from 'lucide-react';
import { Card } from '@homeward/ui/card';
import { NotificationPreferencesForm } from '@/features/notifications/components/notification-preferences';

/**
 * /settings/notifications: the customer's email choices (issue 19 item 1). Email is the only
 * channel today; SMS and push join here when they send something.
 */
export function NotificationsSection() {
  return (
    <Card
      title="Email notifications"
      icon={<Mail aria-hidden="true" className="size-5" />}
      description="Some emails always go out: codes you ask for, answers to your questions, and news about money that is on hold or coming back to you."
    >
      <NotificationPreferencesForm />
    </Card>
  );
}
