import type { FastifyInstance } from 'fastify';

/** One command of the operations CLI: its usage line and what it does. */
export interface OpsCommand {
  help: string;
  run(app: FastifyInstance, args: string[], out: (line: string) => void): Promise<void>;
}
