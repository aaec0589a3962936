/**
 * Preloaded into each child the launcher starts (`node --import
 * .../watch-parent.js game.js`, see runChild in supervise.ts): the child
 * ends when the launcher is gone. Exports nothing.
 */
import { watchParentFromEnvironment } from './supervise.js';

watchParentFromEnvironment();
