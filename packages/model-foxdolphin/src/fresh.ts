/**
 * Islands a FoxDolphinSession has just drawn with generateIsland and hands to its Controller at
 * once. Internal: the package does not export it. generateIsland's islands meet schema Init by
 * construction (its tests check them over seeds and sizes), and a Controller that draws its own
 * island does not check it either; checking the session's again was a tenth of the session's
 * first construction in a browser page's load.
 */
const fresh = new WeakSet<object>();

/** Marks `board`, just made by generateIsland and not yet seen by anyone else, as meeting Init. */
export function markFresh(board: object): void {
  fresh.add(board);
}

/** Whether `board` was marked by markFresh (once: the mark is taken). */
export function takeFresh(board: object): boolean {
  return fresh.delete(board);
}
