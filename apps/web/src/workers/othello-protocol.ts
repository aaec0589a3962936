/** The messages between the Othello page and its engine worker. */
import { WorkerClient } from './client.js';

/** Asks for the move in `board` (Edax's board string) at `level`, with the game's `seed`. */
export interface EngineRequest {
  readonly id: number;
  readonly board: string;
  readonly level: number;
  readonly seed: number;
}

/** The engine's answer: a square name (null: the side to move must pass), or what went wrong. */
export type EngineReply =
  | { readonly id: number; readonly move: string | null; readonly score: number; readonly exact: boolean }
  | { readonly id: number; readonly error: string };

/** The engine worker, one question at a time (see WorkerClient). */
export class EngineClient extends WorkerClient<Omit<EngineRequest, 'id'>, EngineReply> {
  constructor() {
    super(() => new Worker(new URL('./othello.worker.ts', import.meta.url), { type: 'module' }));
  }
}
