// Several server instances on one PostgreSQL database, as a deployment runs them (issue 20): each
// app built with buildApp on its own DATA_DIR, all on one fresh schema of TEST_DATABASE_URL.
import { createTestApp, pgTestSchema, type TestApp } from './test-app';

export interface Instances {
  apps: TestApp[];
  close(): Promise<void>;
}

/** `n` instances on one new schema (dropped by close); each migrates at start, as main.ts does. */
export async function createInstances(n: number, env: Record<string, string> = {}): Promise<Instances> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('createInstances needs TEST_DATABASE_URL');
  const schema = await pgTestSchema(base);
  const apps: TestApp[] = [];
  // One after the other: the first runs the migrations.
  for (let i = 0; i < n; i++)
    apps.push(await createTestApp('postgres', { ...env, DATABASE_URL: schema.url }));
  return {
    apps,
    async close() {
      for (const t of apps) await t.close();
      await schema.drop();
    },
  };
}
