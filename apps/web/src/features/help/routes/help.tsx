import { Trans, useLingui } from '@lingui/react/macro';
import { Card, PageHeader } from '@homeward/ui/card';
import { CircleHelp, Inbox, Mail } from 'lucide-react';
import { useCompany } from '@/lib/company';
import { CommonQuestions } from '../components/common-questions';
import { ContactForm } from '../components/contact-form';
import { YourRequests } from '../components/your-requests';

/** How to reach us besides the form: the company's facts, never translated. */
function AskUs() {
  const { data: company } = useCompany();
  if (!company) return <Trans>We answer by email.</Trans>;
  const { support_email: email, phone, support_hours: hours } = company;
  return (
    <Trans>
      We answer by email. You can also write to <bdi translate="no">{email}</bdi> or call{' '}
      <bdi translate="no">{phone}</bdi> (<bdi translate="no">{hours}</bdi>).
    </Trans>
  );
}

/** Help: answers to the common questions, a way to ask support, and the answers received. */
export function HelpRoute() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader title={t`Help`} subtitle={t`Answers to common questions, and a way to ask us.`} />
      <div className="space-y-6">
        <Card
          id="common-questions"
          title={t`Common questions`}
          icon={<CircleHelp aria-hidden="true" className="size-5" />}
        >
          <CommonQuestions />
        </Card>
        <Card
          id="ask-us"
          title={t`Ask us`}
          description={<AskUs />}
          icon={<Mail aria-hidden="true" className="size-5" />}
        >
          <ContactForm />
        </Card>
        <Card
          id="your-requests"
          title={t`Your requests`}
          icon={<Inbox aria-hidden="true" className="size-5" />}
        >
          <YourRequests />
        </Card>
      </div>
    </>
  );
}

export { HelpRoute as Component };
