/*
 * Brings the API's catalogs (locales/<tag>.po) in line with what it says (src/i18n/registry.ts):
 * a new sentence is added with an empty translation, to be written; a sentence it no longer says
 * is dropped; every translation already written is kept. Run with `npm run i18n:sync -w
 * @homeward/api`; src/i18n/catalogs.test.ts then fails until every new sentence is translated.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES, DEFAULT_LANGUAGE } from '@homeward/contract';
import { createItem, parsePo, stringifyPo } from 'pofile-ts';
import { allServerMessages } from '../src/i18n/registry';
import { apiLocalesFolder } from '../src/paths';

for (const { tag } of LANGUAGES) {
  if (tag === DEFAULT_LANGUAGE) continue;
  const file = path.join(apiLocalesFolder, `${tag}.po`);
  const po = parsePo(readFileSync(file, 'utf8'));
  const written = new Map(po.items.map((item) => [item.msgid, item.msgstr[0] ?? '']));
  po.items = [...allServerMessages]
    .sort((a, b) => a.localeCompare(b, 'en'))
    .map((msgid) => {
      const item = createItem();
      item.msgid = msgid;
      item.msgstr = [written.get(msgid) ?? ''];
      return item;
    });
  // Without the header fields the serializer adds empty: the files say only what is known.
  writeFileSync(file, stringifyPo(po).replace(/^"[\w-]+: \\n"\n/gm, ''));
  const missing = po.items.filter((item) => !item.msgstr[0]).length;
  console.log(`${tag}: ${po.items.length} sentences, ${missing} to translate`);
}
