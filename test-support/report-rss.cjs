// Preloaded (`node --require`) into a game under test: at exit it writes the
// process's peak memory to stderr, so a test can check that it stayed flat.
// CommonJS so that --require loads it on every Node version this repo supports.
// Once, from the main thread: preloads run in worker threads too (a supervised game's), and the
// peak is the whole process's anyway.
const { writeSync } = require('node:fs');
const { isMainThread } = require('node:worker_threads');

if (isMainThread)
  process.on('exit', () => {
    try {
      writeSync(2, `\n[maxRSS ${process.resourceUsage().maxRSS} KiB]\n`);
    } catch {
      // stderr closed too: the test then sees no figure and fails on that.
    }
  });
