import { spokenMoney } from '../../lib/money';
import type { Notice } from '../notifications/notice';
import { rateText } from './service';

export interface RateAlertNews {
  to: string;
  source: string;
  destination: string;
  /** "Philippines" */
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
export function rateAlertNotice(news: RateAlertNews): Notice {
  const rate = `1 ${news.source} = ${rateText(news.rate)} ${news.destination}`;
  return {
    mail: {
      to: news.to,
      message: {
        template: 'rate-alert',
        corridor: `${news.source} to ${news.country} (${news.destination})`,
        rate,
        target: `${rateText(news.target)} ${news.destination}`,
        send: spokenMoney(news.sendMinor, news.source),
        receives: spokenMoney(news.receiveMinor, news.destination),
        link: `${news.appUrl}${news.path}`,
      },
    },
    // No link in the text (a link in an SMS is what phishing looks like): the app has the price.
    sms: `Homeward: your rate is here, ${rate}. A price is ready for you in the app.`,
    push: {
      title: 'Your rate is here',
      body: `${rate}. A price is ready for you.`,
      url: news.path,
      tag: 'rate-alert',
    },
  };
}
