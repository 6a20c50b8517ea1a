import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as catalogue from './messages';

/**
 * Every text the catalogue defines, with where, e.g. ['LEAGUE_MESSAGES.notFound', 'League not found']. An entry
 * whose source is a reference to another (`nameRequired: COMMON_MESSAGES.nameRequired`) reuses a text rather
 * than defining it, so only entries written as a string or template literal count.
 */
function entries(): [string, string][] {
  const source = fs.readFileSync(path.join(import.meta.dirname, 'messages.ts'), 'utf8');
  const defined = new Set<string>();
  let group = '';
  for (const line of source.split('\n')) {
    const start = /^export const (\w+)/.exec(line);
    if (start) group = start[1]!;
    const entry = /^\s+(\w+): ['`]/.exec(line);
    if (entry) defined.add(`${group}.${entry[1]}`);
  }
  return Object.entries(catalogue).flatMap(([group, messages]) =>
    Object.entries(messages as Record<string, unknown>)
      .filter(
        (pair): pair is [string, string] => typeof pair[1] === 'string' && defined.has(`${group}.${pair[0]}`),
      )
      .map(([key, text]) => [`${group}.${key}`, text] as [string, string]),
  );
}

function serverSources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return serverSources(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('the message catalogue', () => {
  it('defines each text once', () => {
    const byText = new Map<string, string[]>();
    for (const [where, text] of entries()) byText.set(text, [...(byText.get(text) ?? []), where]);
    const repeated = [...byText].filter(([, places]) => places.length > 1);
    expect(entries().length).toBeGreaterThan(100);
    expect(repeated).toEqual([]);
  });

  it('is where the server takes its error texts from: no AppError is thrown with a literal text', () => {
    const root = path.resolve(import.meta.dirname, '../server');
    // A quoted text, or a template that opens with words ("`Event not found`"); a template that only adds
    // context around a catalogue entry (`${prefix}${M.notStarted}`, `Event ${n}: ${message}`) is fine.
    const literal = /new AppError\(\s*'[A-Z_]+',\s*(['"]|`[A-Za-z][a-z]+ [a-z])/;
    const offenders = serverSources(root)
      .filter((file) => literal.test(fs.readFileSync(file, 'utf8')))
      .map((file) => path.relative(root, file));
    expect(offenders).toEqual([]);
  });
});

describe('message codes (issue 15)', () => {
  it('give every fixed catalogue text one code, and the web has each in English word for word', async () => {
    const { MESSAGE_CATALOGUE, MESSAGE_GROUPS } = await import('./message-codes');
    // A new group in messages.ts must be listed in MESSAGE_GROUPS, or its texts would have no code.
    expect(Object.values(MESSAGE_GROUPS).length).toBe(Object.keys(catalogue).length);
    const english = JSON.parse(
      fs.readFileSync(path.join(import.meta.dirname, '../web/locales/en/errors.json'), 'utf8'),
    ) as Record<string, Record<string, string>>;
    const inWeb = new Map(Object.entries(english).flatMap(([g, m]) => Object.entries(m).map(([k, v]) => [`${g}.${k}`, v] as const)));
    expect(Object.fromEntries(inWeb)).toEqual(Object.fromEntries(MESSAGE_CATALOGUE));
  });

  it('find the code of a text, also behind a field path', async () => {
    const { messageCodeOf } = await import('./message-codes');
    expect(messageCodeOf(catalogue.LEAGUE_MESSAGES.invalidCode)).toBe('league.invalidCode');
    expect(messageCodeOf(catalogue.FANTASY_MESSAGES.driverNotFound)).toBe('championship.driverNotFound');
    expect(messageCodeOf(`name: ${catalogue.COMMON_MESSAGES.nameRequired}`)).toBe('common.nameRequired');
    expect(messageCodeOf('Something else')).toBeUndefined();
  });
});
