/** The messages between the FreeCell page and its solver worker. */
import type { SolveTurnsResult } from '@arcade/model-freecell/session';
import { WorkerClient } from './client.js';

/** Asks for a solution of `board` (board text) as turns, with automatic moves home when `auto`. */
export interface SolverRequest {
  readonly id: number;
  readonly board: string;
  readonly auto: boolean;
  readonly maxNodes: number;
}

/** The solver's answer, or what went wrong. */
export type SolverReply =
  | { readonly id: number; readonly answer: SolveTurnsResult }
  | { readonly id: number; readonly error: string };

/** The solver worker, one question at a time (see WorkerClient). */
export class SolverClient extends WorkerClient<Omit<SolverRequest, 'id'>, SolverReply> {
  constructor() {
    super(() => new Worker(new URL('./freecell.worker.ts', import.meta.url), { type: 'module' }));
  }
}
