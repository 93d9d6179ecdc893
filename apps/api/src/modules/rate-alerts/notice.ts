import { rateAlertRate } from '../mail/templates';
import { rateAlertSentences as says } from '../mail/sentences';
import type { NoticeFor } from '../notifications/notice';
import { rateText } from './service';

export interface RateAlertNews {
  to: string;
  source: string;
  destination: string;
  /** The country's ISO code: "PH". */
  country: string;
  rate: string;
  target: string;
  sendMinor: number;
  receiveMinor: number;
  /** The app's address ("https://app.homeward.example"). */
  appUrl: string;
  /** The transfer wizard on the ready quote: `/transfer/<quote id>`. */
  path: string;
}

/**
 * What a rate alert says, on every channel at once: the email, and the SMS and push message
 * the notification service sends when the customer chose them for rate alerts.
 */
export function rateAlertNotice(news: RateAlertNews): NoticeFor {
  const { source, destination } = news;
  const message = {
    template: 'rate-alert' as const,
    corridor: { source, destination, country: news.country },
    rate: { rate: rateText(news.rate), source, destination },
    target: { rate: rateText(news.target), currency: destination },
    send: { minor: news.sendMinor, currency: source },
    receives: { minor: news.receiveMinor, currency: destination },
    link: `${news.appUrl}${news.path}`,
  };
  return (speaker) => {
    const rate = rateAlertRate(speaker, message.rate);
    return {
      mail: { to: news.to, message },
      // No link in the text (a link in an SMS is what phishing looks like): the app has the price.
      sms: speaker.t(says.text, { rate }),
      push: {
        title: speaker.t(says.title),
        body: speaker.t(says.pushBody, { rate }),
        url: news.path,
        tag: 'rate-alert',
      },
    };
  };
}
