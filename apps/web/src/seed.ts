/** A fresh seed for a new game: apps read randomness, models never do. */
export function freshSeed(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0]!;
}
