// The dependency boundaries of ARCHITECTURE.md are lint errors: each case lints a probe file placed
// in the repository's real layout and expects the forbidden import refused, the allowed one passed.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: root });

/** The boundary messages ESLint gives for `source` as if it were the file `file`. */
async function boundaryErrors(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${source}\nexport const probe = x;\n`, {
    filePath: path.join(root, file),
  });
  return result!.messages
    .filter((m) => m.ruleId?.endsWith('no-restricted-imports') || m.ruleId?.endsWith('no-restricted-paths'))
    .map((m) => m.message);
}

describe('lint refuses imports across the boundaries', () => {
  it.each([
    ['engineering: a package', 'packages/engineering/src/probe.ts', "import x from 'zod';"],
    ['engineering: a node: module', 'packages/engineering/src/probe.ts', "import x from 'node:fs';"],
    [
      'engineering: a relative path out of the package',
      'packages/engineering/src/units/probe.ts',
      "import { apiMessages as x } from '../../../contracts/src/messages';",
    ],
    ['contracts: anything but zod', 'packages/contracts/src/probe.ts', "import x from 'react';"],
    [
      'contracts: a relative path into an app',
      'packages/contracts/src/probe.ts',
      "import { loadConfig as x } from '../../../apps/server/src/config';",
    ],
    [
      'web: one feature from another',
      'apps/web/src/features/auth/probe.ts',
      "import { registerCabinetI18n as x } from '../cabinet/i18n';",
    ],
    [
      'web: one calculator from another',
      'apps/web/src/features/calculators/pumps/probe.ts',
      "import { homeCards as x } from '../home/home-cards';",
    ],
    [
      'web: a feature from app/',
      'apps/web/src/features/history/probe.ts',
      "import { router as x } from '../../app/router';",
    ],
    [
      'web: shared code from a feature',
      'apps/web/src/lib/probe.ts',
      "import { registerCabinetI18n as x } from '../features/cabinet/i18n';",
    ],
    [
      'web: the shared domain layer from a feature',
      'apps/web/src/domain/kp/probe.ts',
      "import { KP_NS as x } from '../../features/kp/i18n';",
    ],
    [
      'web: the calculator kit (components) from a calculator',
      'apps/web/src/components/calculator/probe.ts',
      "import { pumpFieldsOf as x } from '../../features/calculators/pumps/pump-url';",
    ],
    [
      'web: the calculator kit (lib) from a calculator',
      'apps/web/src/lib/calculator/probe.ts',
      "import { PUMP_API as x } from '../../features/calculators/pumps/api/pump-api';",
    ],
    [
      "server: another module's repository",
      'apps/server/src/modules/cabinet/probe.ts',
      "import { AuthRepository as x } from '../auth/repository';",
    ],
    [
      // The rule once named repository.ts exactly, and this import passed it.
      "server: another module's repository split into files (repository-*.ts)",
      'apps/server/src/modules/kp/probe.ts',
      "import { historyQueries as x } from '../cabinet/repository-history';",
    ],
    [
      "server: another module's routes",
      'apps/server/src/modules/pumps/probe.ts',
      "import { selectionRoutes as x } from '../selection/routes';",
    ],
    [
      'server: a calculator module from the selection core',
      'apps/server/src/modules/selection/probe.ts',
      "import { pumpEngine as x } from '../pumps/engine';",
    ],
    [
      'server: the calculator list from the selection core',
      'apps/server/src/modules/selection/probe.ts',
      "import { calculatorModules as x } from '../../calculators';",
    ],
  ])('%s', async (_name, file, source) => {
    expect(await boundaryErrors(file, source)).not.toEqual([]);
  });
});

describe('lint lets the allowed imports through', () => {
  it.each([
    [
      'engineering: inside the package',
      'packages/engineering/src/pumps/probe.ts',
      "import * as x from '../units/constants';",
    ],
    ['contracts: zod', 'packages/contracts/src/probe.ts', "import { z as x } from 'zod';"],
    [
      'web: a feature from shared code',
      'apps/web/src/features/auth/probe.ts',
      "import { api as x } from '../../lib/api-client';",
    ],
    [
      'web: a feature from the shared domain layer',
      'apps/web/src/features/objects/probe.ts',
      "import { useKpList as x } from '../../domain/kp/kp-requests';",
    ],
    [
      'web: a calculator from its own folder',
      'apps/web/src/features/calculators/pumps/probe.ts',
      "import * as x from './format';",
    ],
    [
      'web: a calculator from the calculator kit',
      'apps/web/src/features/calculators/pumps/probe.ts',
      "import { ResultTabs as x } from '../../../components/calculator/result-tabs';",
    ],
    [
      'web: app/ composing features',
      'apps/web/src/app/probe.ts',
      "import * as x from '../features/cabinet/i18n';",
    ],
    [
      "server: another module's service",
      'apps/server/src/modules/cabinet/probe.ts',
      "import type { AuthService as x } from '../auth/service';",
    ],
    [
      "server: a module's own repository files",
      'apps/server/src/modules/cabinet/probe.ts',
      "import { historyQueries as x } from './repository-history';",
    ],
    [
      'server: the shared query pieces of db/',
      'apps/server/src/modules/kp/probe.ts',
      "import { contains as x } from '../../db/query';",
    ],
    [
      'server: a calculator module from the selection core contract',
      'apps/server/src/modules/pumps/probe.ts',
      "import type { CalculatorModule as x } from '../selection/calculator-module';",
    ],
    [
      'server: the selection core from its own files',
      'apps/server/src/modules/selection/probe.ts',
      "import type { CalculatorModule as x } from './calculator-module';",
    ],
  ])('%s', async (_name, file, source) => {
    expect(await boundaryErrors(file, source)).toEqual([]);
  });
});
