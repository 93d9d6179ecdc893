import { defineProject } from 'vitest/config';
import { webProject } from './vitest.config';

/** The web test files that need a process of their own (ISOLATED in vitest.config.ts). */
export default defineProject(webProject(true));
