import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * docs/game-rules.md is the rule book: every rule in it (a `### N.M` heading) must be cited by at least one
 * test, as `game-rules §N.M` in a test's name or in a comment beside its assertions. Several rules may share
 * one citation: `game-rules §11.2, §11.3 and §11.4`. Section 14 ("Rules being built") describes rules not in
 * force yet and is not checked until they are built.
 */

const root = path.resolve(import.meta.dirname, '../../..');
const RULES_FILE = path.join(root, 'docs/game-rules.md');
const DECISIONS_DIR = path.join(root, 'docs/decisions');
/** Folders whose test files may cite rules: unit and API tests beside the code, browser journeys. */
const TEST_ROOTS = ['src', 'e2e'];
const TEST_FILE = /\.(test|spec)\.(ts|tsx|mts|mjs|js)$/;
const THIS_FILE = path.relative(root, import.meta.filename);

/**
 * Rules whose test is being written elsewhere, with the reason. An entry fails the run once a test cites the
 * rule, so the list only shrinks.
 */
const PENDING: Readonly<Record<string, string>> = {
};

interface Rule {
  id: string;
  title: string;
  section: string;
}

function readRules(): { rules: Rule[]; sections: Set<string>; unchecked: Set<string> } {
  const rules: Rule[] = [];
  const sections = new Set<string>();
  const unchecked = new Set<string>();
  let section = '';
  let building = false;
  for (const line of fs.readFileSync(RULES_FILE, 'utf8').split('\n')) {
    const top = /^## (\d+)\. (.+)$/.exec(line);
    if (top) {
      section = top[1]!;
      sections.add(section);
      building = /rules being built/i.test(top[2]!);
      continue;
    }
    const sub = /^### (\d+)\.(\d+) (.+)$/.exec(line);
    if (!sub) continue;
    const id = `${sub[1]}.${sub[2]}`;
    if (sub[1] !== section) throw new Error(`rule ${id} sits under section ${section}`);
    if (building) unchecked.add(id);
    else rules.push({ id, title: sub[3]!, section });
  }
  return { rules, sections, unchecked };
}

function walk(dir: string, out: string[] = []): string[] {
  if (!fs.existsSync(dir)) return out;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else out.push(full);
  }
  return out;
}

/** `game-rules §9.7`, `game-rules.md §8.4`, `game-rules §11.2, §11.3 and §11.4` → the numbers cited. */
export function citedRules(text: string): string[] {
  const found: string[] = [];
  const citation = /game-rules(?:\.md)?((?:\s*(?:,|and|&|\/|or)?\s*§\s?\d+(?:\.\d+)?)+)/g;
  for (const match of text.matchAll(citation)) {
    for (const ref of match[1]!.matchAll(/§\s?(\d+(?:\.\d+)?)/g)) found.push(ref[1]!);
  }
  return found;
}

function citationsByFile(): Map<string, Set<string>> {
  const byFile = new Map<string, Set<string>>();
  for (const base of TEST_ROOTS) {
    for (const file of walk(path.join(root, base))) {
      const rel = path.relative(root, file);
      if (!TEST_FILE.test(file) || rel === THIS_FILE) continue;
      const cited = citedRules(fs.readFileSync(file, 'utf8'));
      if (cited.length > 0) byFile.set(rel, new Set(cited));
    }
  }
  return byFile;
}

describe('docs/game-rules.md is covered by tests', () => {
  const { rules, sections, unchecked } = readRules();
  const byFile = citationsByFile();
  const citedBy = new Map<string, string[]>();
  for (const [file, ids] of byFile) {
    for (const id of ids) citedBy.set(id, [...(citedBy.get(id) ?? []), file]);
  }

  it('reads the rules: numbered in order, each once', () => {
    expect(rules.length).toBeGreaterThan(50);
    const ids = rules.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    const key = (id: string) => id.split('.').map(Number) as [number, number];
    const sorted = [...ids].sort((a, b) => key(a)[0] - key(b)[0] || key(a)[1] - key(b)[1]);
    expect(ids).toEqual(sorted);
  });

  it('finds citations in their three forms', () => {
    expect(citedRules('it("game-rules §9.7: form")')).toEqual(['9.7']);
    expect(citedRules('// docs/game-rules.md §8.4')).toEqual(['8.4']);
    expect(citedRules('// game-rules §11.2, §11.3 and §11.4')).toEqual(['11.2', '11.3', '11.4']);
    expect(citedRules('DESIGN §4')).toEqual([]);
  });

  it('every rule is cited by at least one test file', () => {
    const uncited = rules
      .filter((r) => !citedBy.has(r.id) && PENDING[r.id] === undefined)
      .map((r) => `§${r.id} ${r.title}`);
    expect(uncited, 'rules no test cites: add `game-rules §N.M` to the test that checks each').toEqual([]);
  });

  it('lists as pending only rules that exist and that no test cites yet', () => {
    for (const id of Object.keys(PENDING)) {
      expect(rules.map((r) => r.id), `pending rule ${id} is not in docs/game-rules.md`).toContain(id);
      expect(citedBy.get(id), `§${id} is cited now: remove it from PENDING`).toBeUndefined();
    }
  });

  it('tests cite only rules that exist (not the unbuilt ones of "Rules being built")', () => {
    const known = new Set([...rules.map((r) => r.id), ...sections]);
    const wrong = [...byFile].flatMap(([file, ids]) =>
      [...ids].filter((id) => !known.has(id) || unchecked.has(id)).map((id) => `${file}: §${id}`),
    );
    expect(wrong).toEqual([]);
  });

  it('the source cites only rules that exist', () => {
    const known = new Set([...rules.map((r) => r.id), ...sections, ...unchecked]);
    const wrong: string[] = [];
    for (const file of walk(path.join(root, 'src'))) {
      if (!/\.(ts|tsx|sql)$/.test(file)) continue;
      for (const id of citedRules(fs.readFileSync(file, 'utf8'))) {
        if (!known.has(id)) wrong.push(`${path.relative(root, file)}: §${id}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('the code cites the rules and the decision records, not the design notes or the spec by section', () => {
    // Neither document is in the repository (issue 28, part 5): a citation must be checkable from a clone.
    const bySection = /\bDESIGN §\d|\b[Ss]pec §\d/;
    const wrong: string[] = [];
    for (const base of ['src', 'e2e', 'bench', 'scripts']) {
      for (const file of walk(path.join(root, base))) {
        const rel = path.relative(root, file);
        if (!/\.(ts|tsx|js|mjs)$/.test(file) || rel === THIS_FILE) continue;
        fs.readFileSync(file, 'utf8')
          .split('\n')
          .forEach((line, i) => {
            if (bySection.test(line)) wrong.push(`${rel}:${i + 1}`);
          });
      }
    }
    expect(wrong).toEqual([]);
  });

  it('the index of decision records lists every record', () => {
    const records = fs.readdirSync(DECISIONS_DIR).filter((f) => /^\d{4}-.*\.md$/.test(f));
    const index = fs.readFileSync(path.join(DECISIONS_DIR, 'README.md'), 'utf8');
    expect(records.filter((f) => !index.includes(`(${f})`))).toEqual([]);
  });
});
