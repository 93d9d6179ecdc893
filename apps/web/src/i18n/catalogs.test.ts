import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { extractMessagesFromFiles } from '@lingui/native-tools';
import { compareVariables, parsePo } from 'pofile-ts';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@homeward/contract/languages';
import { CATALOG_AREAS } from '../../lingui.config';

/**
 * The catalogs against the code: every message the app can show is in every language, each
 * translation keeps its message's placeholders and tags, and no catalog keeps a message the
 * code no longer has. `npm run i18n:extract -w @homeward/web` brings the catalogs up to date;
 * the translations are then written by hand (docs/i18n/README.md).
 */
const web = path.resolve(import.meta.dirname, '../..');
const locales = path.join(web, 'src/locales');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/**
 * Which catalogs a file's messages belong to: its areas' (lingui.config.ts; a file the screens
 * of two areas share, like lib/rights.ts, is in both), or the core one.
 */
function catalogsOf(file: string): string[] {
  const areas = Object.entries(CATALOG_AREAS)
    .filter(([, paths]) => paths.some((area) => file.startsWith(path.join(web, area))))
    .map(([area]) => area);
  return areas.length > 0 ? areas : ['core'];
}

const files = sourceFiles(path.join(web, 'src'));
const catalogNames = ['core', ...Object.keys(CATALOG_AREAS)];
const inCatalog = new Map<string, Set<string>>();
for (const name of catalogNames) {
  const extracted = await extractMessagesFromFiles(
    files.filter((f) => catalogsOf(f).includes(name)),
  );
  inCatalog.set(name, new Set(extracted.messages.map(({ message, id }) => message ?? id)));
}
const catalogFile = (name: string, tag: string) =>
  path.join(locales, name === 'core' ? '' : name, `${tag}.po`);

const tags = (message: string) => [...message.matchAll(/<\/?\d+\/?>/g)].map(([tag]) => tag).sort();

const cases = LANGUAGES.flatMap(({ tag }) => catalogNames.map((name) => [tag, name] as const));

describe.each(cases)('the %s catalog of %s', (tag, name) => {
  const inCode = inCatalog.get(name) ?? new Set<string>();
  const items = parsePo(readFileSync(catalogFile(name, tag), 'utf8')).items;
  const byMessage = new Map(items.map((item) => [item.msgid, item]));

  it('has every message the app shows, translated', () => {
    const missing = [...inCode].filter((message) => !byMessage.get(message)?.msgstr[0]);
    expect(missing).toEqual([]);
  });

  it('keeps no message the app no longer has', () => {
    const stale = items.filter((item) => !item.obsolete && !inCode.has(item.msgid));
    expect(stale.map((item) => item.msgid)).toEqual([]);
  });

  it("keeps each message's placeholders and tags", () => {
    const broken = items
      .filter((item) => item.msgstr[0])
      .filter((item) => {
        const translation = item.msgstr[0] ?? '';
        return (
          !compareVariables(item.msgid, translation).isMatch ||
          tags(item.msgid).join() !== tags(translation).join()
        );
      })
      .map((item) => `${item.msgid} → ${item.msgstr[0]}`);
    expect(broken).toEqual([]);
  });
});

it('finds the messages (the extractor reads the code), each in its catalog', () => {
  expect(inCatalog.get('core')?.has('Love to see you again')).toBe(true);
  expect(inCatalog.get('transfers')?.size).toBeGreaterThan(100);
  expect(inCatalog.get('people')?.size).toBeGreaterThan(100);
  expect(inCatalog.get('account')?.size).toBeGreaterThan(100);
});

describe('the areas', () => {
  it('are the ones the catalogs are split into, so a missing message can load them all', async () => {
    const { AREAS } = await import('./catalogs');
    expect([...AREAS].sort()).toEqual(Object.keys(CATALOG_AREAS).sort());
  });
});

describe('one message, one translation', () => {
  it.each(LANGUAGES.filter((language) => language.tag !== 'en-AU').map((l) => l.tag))(
    'says a message the same way in every catalog of %s (the last loaded would win)',
    (tag) => {
      const said = new Map<string, { catalog: string; text: string }>();
      const differences: string[] = [];
      for (const name of catalogNames) {
        for (const item of parsePo(readFileSync(catalogFile(name, tag), 'utf8')).items) {
          if (item.obsolete) continue;
          const key = `${item.msgctxt ?? ''}\u0004${item.msgid}`;
          const text = item.msgstr[0] ?? '';
          const before = said.get(key);
          if (!before) said.set(key, { catalog: name, text });
          else if (before.text !== text) {
            differences.push(
              `${item.msgid}: ${before.catalog} "${before.text}", ${name} "${text}"`,
            );
          }
        }
      }
      expect(differences).toEqual([]);
    },
  );
});
