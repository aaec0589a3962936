/** The messages between the Othello page and its engine worker. */
import { WorkerClient } from './client.js';
import type { MoveValue, ReviewedMove } from './othello-analysis.js';

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

/**
 * Asks for analysis rather than a move: the values of the legal moves in `board` at `level`
 * (`values`), or the review of a game played from the usual start (`review`, the squares played).
 */
export type AnalysisRequest =
  | { readonly id: number; readonly kind: 'values'; readonly board: string; readonly level: number }
  | { readonly id: number; readonly kind: 'review'; readonly moves: readonly string[] };

/** The analysis, or what went wrong. */
export type AnalysisReply =
  | { readonly id: number; readonly kind: 'values'; readonly values: readonly MoveValue[] }
  | { readonly id: number; readonly kind: 'review'; readonly review: readonly ReviewedMove[] }
  | { readonly id: number; readonly error: string };

type Unsent<T> = T extends { readonly id: number } ? Omit<T, 'id'> : never;

/**
 * A second engine worker for the analysis, so that the values and the review never hold up the
 * computer's move (and cancelling stale values does not stop the computer's search).
 */
export class AnalysisClient extends WorkerClient<Unsent<AnalysisRequest>, AnalysisReply> {
  constructor() {
    super(() => new Worker(new URL('./othello.worker.ts', import.meta.url), { type: 'module' }));
  }
}
