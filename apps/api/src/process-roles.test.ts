import { describe, expect, it } from 'vitest';
import { RoleError, roleFlag, severalNodesProblems } from './process-roles';

describe('the role on the command line', () => {
  it('is read in both spellings, and absent without the flag', () => {
    expect(roleFlag(['--role', 'worker'])).toBe('worker');
    expect(roleFlag(['--role=api'])).toBe('api');
    expect(roleFlag(['--other'])).toBeUndefined();
  });

  it('is refused when it is not one, with the roles there are', () => {
    expect(() => roleFlag(['--role', 'jobs'])).toThrow(RoleError);
    expect(() => roleFlag(['--role'])).toThrow('--role: must be all, api or worker (got nothing)');
  });
});

describe('a deployment of several processes', () => {
  const production = {
    APP_ENV: 'production' as const,
    HOMEWARD_ROLE: 'all' as const,
    CLUSTER_NODES: 1,
    DATABASE_URL: 'postgres://db/homeward',
  };

  it('needs nothing more on one node running everything', () => {
    expect(severalNodesProblems(production)).toEqual([]);
  });

  it('needs Redis and S3 in production with several nodes, saying why', () => {
    const problems = severalNodesProblems({ ...production, CLUSTER_NODES: 2 });
    expect(problems).toEqual([
      expect.stringMatching(/^REDIS_URL: required when Homeward runs on 2 nodes \(CLUSTER_NODES\)/),
      expect.stringMatching(/^S3_BUCKET: .*a document uploaded to one node must be readable/),
    ]);
    expect(
      severalNodesProblems({
        ...production,
        CLUSTER_NODES: 2,
        REDIS_URL: 'redis://r',
        S3_BUCKET: 'docs',
      }),
    ).toEqual([]);
  });

  it('needs them as soon as the roles are split, even on one machine', () => {
    const problems = severalNodesProblems({ ...production, HOMEWARD_ROLE: 'worker' });
    expect(problems.join('\n')).toMatch(/as separate processes \(HOMEWARD_ROLE=worker\)/);
    expect(problems).toHaveLength(2);
  });

  it('needs PostgreSQL for split roles everywhere, and nothing else outside production', () => {
    const development = { ...production, APP_ENV: 'development' as const, DATABASE_URL: undefined };
    expect(severalNodesProblems({ ...development, HOMEWARD_ROLE: 'api' })).toEqual([
      expect.stringMatching(
        /^HOMEWARD_ROLE=api: separate api and worker processes need PostgreSQL/,
      ),
    ]);
    expect(severalNodesProblems({ ...development, CLUSTER_NODES: 3 })).toEqual([]);
  });
});
