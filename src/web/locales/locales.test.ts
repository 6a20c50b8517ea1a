import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@shared/constants/enums';

/**
 * Key parity of the five languages (issue 15 part 6): every English key exists in every language with the same
 * interpolation variables, nesting and tags, plurals carry exactly the forms the language's grammar has
 * (Intl.PluralRules, the same rules i18next uses), no language has keys English lacks, and no English sentence
 * is left in another language's files.
 */

/** The web's texts, and the texts of the e-mails the server sends (src/server/mail, issue 15). */
const CATALOGUES = [
  { name: 'web', root: import.meta.dirname },
  { name: 'mail', root: path.join(import.meta.dirname, '../../server/mail/locales') },
];
const OTHER_LANGUAGES = LANGUAGES.filter((l) => l !== 'en');

/**
 * Texts that may read the same as in English: names, brands, codes, and words the languages share. Kept
 * small and explicit; a value made only of placeholders, digits and punctuation needs no entry.
 */
const SAME_AS_ENGLISH = new Set([
  'Rally Fantasy',
  // A league's format (French, German), the abbreviation of points (Spanish, French) and "fantasy" as the
  // other languages' fantasy games say it.
  'Format',
  'Pts',
  'Fantasy',
  // Words Italian, Spanish, French or German use as they are.
  'Dashboard',
  'Notifications',
  'Home',
  'Email',
  'Password',
  'Budget',
  'Constructor',
  'Contact',
  'Points',
  'Action',
  'Form',
  'Form: {{form}}',
  'Stable',
  'Date',
  'Type',
  '{{count}} pts',
  'Community',
  'Community Manager',
  'Message',
  'Name',
  'Live',
  ' rally:',
  'Disqualification',
  'Position',
  'Transfers',
  'Power Stage',
  'Team',
  'Total',
  '{{points}} pts',
  'Position {{position}}',
  'Details',
  'Admin',
  'Rallies',
  'Rally',
  'System',
  'Description',
  'General',
  'Manager',
  'Import',
  'File',
  'Pages',
  'Pos.',
  '{{length}} km',
  '{{count}} account',
  // Result codes of the sport.
  'DNF',
  'DSQ',
  'DNS',
  'Status',
  'Surface',
  'Dates',
  'Distance (km)',
  'Event',
  'Round',
  'Round {{round}}',
  'Error',
  'Podiums',
  'Trend',
  'Teams',
  'Starts',
]);

/** Keys whose values are people's names (never translated) or anchors of a page (legal sections' ids). */
const NAME_KEY = /\.(team|testimonials)\.\w+\.name$|\.sections\.\d+\.id$/;

type Tree = { [key: string]: string | Tree };
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function readTree(root: string, language: string, namespace: string): Tree | null {
  const file = path.join(root, language, `${namespace}.json`);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Tree) : null;
}

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(full, value);
    else for (const [k, v] of flatten(value, full)) out.set(k, v);
  }
  return out;
}

/** Keys grouped so that `x_one`/`x_other` become one entry `x` with its forms. */
function group(flat: Map<string, string>): Map<string, Map<string, string>> {
  const out = new Map<string, Map<string, string>>();
  for (const [key, value] of flat) {
    const match = PLURAL_SUFFIX.exec(key);
    const base = match ? key.slice(0, match.index) : key;
    const form = match ? match[1]! : '';
    if (!out.has(base)) out.set(base, new Map());
    out.get(base)!.set(form, value);
  }
  return out;
}

/** What must survive translation: {{variables}}, $t() nestings and <0>/<b> tags. */
function markers(text: string): string[] {
  const found = [
    ...[...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => `{{${m[1]}}}`),
    ...[...text.matchAll(/\$t\(([^)]*)\)/g)].map((m) => `$t(${m[1]})`),
    ...[...text.matchAll(/<\/?(\w+)\s*\/?>/g)].map((m) => `<${m[1]}>`),
  ];
  return [...new Set(found)].sort();
}

function isOnlyMarkup(text: string): boolean {
  // "pts" is the abbreviation Spanish and French use too.
  const bare = text.replace(/\{\{[^}]*\}\}/g, '').replace(/\$t\([^)]*\)/g, '').replaceAll('Rally Fantasy', '').replace(/\bpts\b/g, '');
  return !/\p{L}{2,}/u.test(bare);
}

const namespacesOf = (root: string) =>
  fs
    .readdirSync(path.join(root, 'en'))
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.replace(/\.json$/, ''))
    .sort();

describe.each(CATALOGUES)('locale files ($name)', ({ root }) => {
  const namespaces = namespacesOf(root);
  it('has the same namespaces in every language (no file English lacks)', () => {
    for (const language of OTHER_LANGUAGES) {
      const dir = path.join(root, language);
      const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.json')) : [];
      const extra = files.map((f) => f.replace(/\.json$/, '')).filter((ns) => !namespaces.includes(ns));
      expect(extra, language).toEqual([]);
    }
  });

  for (const language of OTHER_LANGUAGES) {
    const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories.slice().sort();
    for (const namespace of namespaces) {
      describe(`${language}/${namespace}`, () => {
        const english = group(flatten(readTree(root, 'en', namespace)!));
        const tree = readTree(root, language, namespace);

        it('exists', () => {
          expect(tree, path.join(root, language, `${namespace}.json`)).not.toBeNull();
        });
        if (!tree) return;
        const translated = group(flatten(tree));

        it('has every English key and no other', () => {
          const missing = [...english.keys()].filter((k) => !translated.has(k));
          const extra = [...translated.keys()].filter((k) => !english.has(k));
          expect({ missing, extra }).toEqual({ missing: [], extra: [] });
        });

        it(`has the plural forms of ${language} (${categories.join(', ')}) wherever English has plurals`, () => {
          const wrong: string[] = [];
          for (const [key, forms] of english) {
            const theirs = translated.get(key);
            if (!theirs) continue;
            const isPlural = !forms.has('');
            const got = [...theirs.keys()].sort();
            if (isPlural ? got.join() !== categories.join() : got.join() !== '') wrong.push(`${key}: ${got.join(',')}`);
          }
          expect(wrong).toEqual([]);
        });

        it('keeps the interpolation variables, nestings and tags', () => {
          const wrong: string[] = [];
          for (const [key, forms] of english) {
            const theirs = translated.get(key);
            if (!theirs) continue;
            const want = markers([...forms.values()].join(' '));
            // A singular form may leave out {{count}} ("one point"); all forms together must have them all.
            const got = markers([...theirs.values()].join(' '));
            if (want.join() !== got.join()) wrong.push(`${key}: want ${want.join(' ')} got ${got.join(' ')}`);
          }
          expect(wrong).toEqual([]);
        });

        it('leaves no English text behind', () => {
          const left: string[] = [];
          for (const [key, forms] of english) {
            const theirs = translated.get(key);
            if (!theirs) continue;
            for (const [form, text] of theirs) {
              const source = forms.get(form) ?? forms.get('other');
              if (text === source && !isOnlyMarkup(text) && !SAME_AS_ENGLISH.has(text) && !NAME_KEY.test(key)) left.push(`${key}${form ? `_${form}` : ''}: ${text}`);
            }
          }
          expect(left).toEqual([]);
        });
      });
    }
  }
});
