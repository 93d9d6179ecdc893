/**
 * What one Homeward process runs. `all` (the default, `npm start`): the API, the realtime server
 * and the job worker in one process. `api`: HTTP and realtime only; `worker`: the job queue and
 * the daily schedules only, no port. Run apart, API nodes scale with traffic and workers with the
 * queue (docs/operations.md, "Deploying").
 */
export const processRoles = ['all', 'api', 'worker'] as const;
export type ProcessRole = (typeof processRoles)[number];

export const runsApi = (role: ProcessRole) => role !== 'worker';
export const runsWorker = (role: ProcessRole) => role !== 'api';

/** A role on the command line that is not one. */
export class RoleError extends Error {}

/**
 * `--role api` or `--role=api` on the command line, or undefined without one. The server puts
 * it in HOMEWARD_ROLE before the configuration is read, so the checks below judge the role the
 * process really runs.
 */
export function roleFlag(argv: readonly string[]): ProcessRole | undefined {
  const at = argv.findIndex((arg) => arg === '--role' || arg.startsWith('--role='));
  const flag = argv[at];
  if (flag === undefined) return undefined;
  const value = flag.includes('=') ? flag.slice('--role='.length) : argv[at + 1];
  const role = processRoles.find((known) => known === value);
  if (!role) throw new RoleError(`--role: must be all, api or worker (got ${value ?? 'nothing'})`);
  return role;
}

interface DeploymentEnv {
  APP_ENV: 'development' | 'test' | 'production';
  HOMEWARD_ROLE: ProcessRole;
  CLUSTER_NODES: number;
  DATABASE_URL?: string | undefined;
  REDIS_URL?: string | undefined;
  S3_BUCKET?: string | undefined;
}

/**
 * What a deployment of more than one process cannot do without. Each node keeps rate limits,
 * step-up grants and realtime connections in memory unless Redis shares them, and keeps uploaded
 * documents on its own disk unless they go to S3: with two nodes, a customer's second request
 * would find neither. Refused in production, where the operator says how many nodes there are
 * (CLUSTER_NODES) or splits roles; the embedded database is one process's in every environment.
 */
export function severalNodesProblems(env: DeploymentEnv): string[] {
  const split = env.HOMEWARD_ROLE !== 'all';
  const problems: string[] = [];
  if (split && !env.DATABASE_URL) {
    problems.push(
      `HOMEWARD_ROLE=${env.HOMEWARD_ROLE}: separate api and worker processes need PostgreSQL (DATABASE_URL); the embedded database belongs to one process`,
    );
  }
  if (env.APP_ENV !== 'production' || (!split && env.CLUSTER_NODES === 1)) return problems;
  const why = split
    ? `as separate processes (HOMEWARD_ROLE=${env.HOMEWARD_ROLE})`
    : `on ${env.CLUSTER_NODES} nodes (CLUSTER_NODES)`;
  if (!env.REDIS_URL) {
    problems.push(
      `REDIS_URL: required when Homeward runs ${why}: rate limits, step-up and realtime connections must be shared between the nodes`,
    );
  }
  if (!env.S3_BUCKET) {
    problems.push(
      `S3_BUCKET: required when Homeward runs ${why}: a document uploaded to one node must be readable on the others`,
    );
  }
  return problems;
}
