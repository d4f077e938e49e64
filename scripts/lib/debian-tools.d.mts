// Types of debian-tools.mjs, for the tests that import it.
export interface DebianTool {
  name: string;
  package: string;
  /** Present when this file exists (or the file the variable names)... */
  file?: string;
  fileVariable?: string;
  /** ...or when this command is on PATH. */
  command?: string;
  /** What needs it, as the log says. */
  why: string;
  /** What its checks do when it is missing outside CI. */
  whenMissing: 'fail' | 'skip';
  afterInstall?: string;
}

export const DEBIAN_TOOLS: DebianTool[];

export function isCi(env: Record<string, string | undefined>): boolean;

export function ensureDebianTools(options?: {
  tools?: DebianTool[];
  env?: Record<string, string | undefined>;
  isRoot?: boolean;
  sh?: (command: string, inherit?: boolean) => boolean;
  exists?: (file: string) => boolean;
  log?: (line: string) => void;
}): DebianTool[];
