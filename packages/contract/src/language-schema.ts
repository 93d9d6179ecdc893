import { z } from 'zod';
import { LANGUAGE_TAGS } from './languages';

/** A language the customer may choose: one of the tags Homeward speaks. */
export const languageTagSchema = z.enum(LANGUAGE_TAGS, {
  error: `Choose a language Homeward speaks: ${LANGUAGE_TAGS.join(', ')}.`,
});

/** The language Homeward writes to the customer in: emails, texts, push messages, receipts. */
export const customerLanguageSchema = z.object({ language: languageTagSchema });
export type CustomerLanguage = z.infer<typeof customerLanguageSchema>;
