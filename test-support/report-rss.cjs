// Preloaded (`node --require`) into a game under test: at exit it writes the
// process's peak memory to stderr, so a test can check that it stayed flat.
// CommonJS so that --require loads it on every Node version this repo supports.
const { writeSync } = require('node:fs');

process.on('exit', () => {
  try {
    writeSync(2, `\n[maxRSS ${process.resourceUsage().maxRSS} KiB]\n`);
  } catch {
    // stderr closed too: the test then sees no figure and fails on that.
  }
});
