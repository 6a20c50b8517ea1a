import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ACHIEVEMENTS } from './achievements';

describe('achievements catalogue', () => {
  it('has the web English texts word for word, so every language can name each achievement by its id', () => {
    const player = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '../../../web/locales/en/player.json'), 'utf8')) as {
      achievements: { catalogue: Record<string, { name: string; description: string }> };
    };
    expect(player.achievements.catalogue).toEqual(Object.fromEntries(ACHIEVEMENTS.map((a) => [a.id, { name: a.name, description: a.description }])));
  });
});
