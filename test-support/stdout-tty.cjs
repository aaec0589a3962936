// Preloaded (`node --require`) into a game under test: makes process.stdout
// say it is a terminal, so a test can check what a player at a terminal
// would get (colour unless NO_COLOR or TERM=dumb) while still reading the
// output from a pipe.
Object.defineProperty(process.stdout, 'isTTY', { value: true });
