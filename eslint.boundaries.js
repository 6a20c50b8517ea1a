// The boundaries of docs/decisions/0090-enforced-boundaries.md as lint zones, built from the folders that exist so a new feature or
// module is covered the moment it is created. Tested by src/server/test/lint-boundaries.test.ts.
import fs from 'node:fs';
import path from 'node:path';

const root = import.meta.dirname;
const subfolders = (dir) =>
  fs
    .readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);

/**
 * A web feature uses another feature only through its `index.ts` (its public face, e.g. the team feature
 * offers the player's team to the market), and never imports the app shell that assembles them.
 */
export function webFeatureZones() {
  const features = subfolders('src/web/features');
  return features.flatMap((feature) => [
    ...features
      .filter((other) => other !== feature)
      .map((other) => ({
        target: `./src/web/features/${feature}`,
        from: `./src/web/features/${other}`,
        except: ['./index.ts'],
        message: `use the ${other} feature through its index.ts, never its internals`,
      })),
    {
      target: ['./src/web/components', './src/web/lib'],
      from: `./src/web/features/${feature}`,
      message: 'components/ and lib/ sit beneath the features and never import them',
    },
    {
      target: `./src/web/features/${feature}`,
      from: './src/web/app',
      message: 'a feature never imports the app shell: move what it needs to components/ or lib/',
    },
  ]);
}

/**
 * A server module is used from outside only through its `index.ts` (its public face); its routes,
 * services and repositories are its own. The layers beneath the modules (http/, lib/) never import them.
 */
export function serverModuleZones() {
  const modules = subfolders('src/server/modules');
  const outside = ['auth', 'admin', 'db'].map((d) => `./src/server/${d}`);
  return modules.flatMap((mod) => [
    {
      target: [...modules.filter((m) => m !== mod).map((m) => `./src/server/modules/${m}`), ...outside],
      from: `./src/server/modules/${mod}`,
      except: ['./index.ts'],
      message: `use the ${mod} module through its index.ts, never its internals`,
    },
    {
      target: ['./src/server/lib', './src/server/http'],
      from: `./src/server/modules/${mod}`,
      message: 'lib/ and http/ sit beneath the modules and never import them',
    },
  ]);
}

export const sqlOnlyInRepos = {
  group: ['drizzle-orm', 'drizzle-orm/*', 'pg', '@electric-sql/pglite', '@electric-sql/pglite/*', '**/db/schema', '**/db/schema/*', '@server/db/schema*'],
  // Row types may be named anywhere (a DTO mapper takes a row); only running queries is confined.
  allowTypeImports: true,
  message: 'only *.repo.ts files (and the migration/seed tooling) query the database: put this query in a repository',
};

export const sqlAllowedFiles = ['src/server/**/*.repo.ts', 'src/server/db/**', 'src/server/**/*.test.ts', 'src/server/test/**'];
