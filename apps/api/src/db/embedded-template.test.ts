import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyEmbeddedTemplate } from './embedded-template';

const folder = () => mkdtempSync(path.join(tmpdir(), 'homeward-template-'));

describe("the build's embedded database", () => {
  it('is copied into a data directory PGlite has not set up, and only there', () => {
    const template = folder();
    writeFileSync(path.join(template, 'PG_VERSION'), '17\n');
    mkdirSync(path.join(template, 'base'));
    writeFileSync(path.join(template, 'base', 'table'), 'rows');

    const fresh = path.join(folder(), 'pglite');
    expect(copyEmbeddedTemplate(fresh, template)).toBe(true);
    expect(readFileSync(path.join(fresh, 'base', 'table'), 'utf8')).toBe('rows');

    // A database already there is never touched.
    writeFileSync(path.join(fresh, 'base', 'table'), 'the customer’s rows');
    expect(copyEmbeddedTemplate(fresh, template)).toBe(false);
    expect(readFileSync(path.join(fresh, 'base', 'table'), 'utf8')).toBe('the customer’s rows');
  });

  it('is not copied when the build made none', () => {
    expect(copyEmbeddedTemplate(path.join(folder(), 'pglite'), folder())).toBe(false);
  });
});
