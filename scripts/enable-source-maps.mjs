// Preloaded by `npm start` (node --import) instead of --enable-source-maps: error stacks still name
// the source file and line, but Node parses the bundle's map only when a first stack is written.
// With the flag, every util.getCallSites() maps its frames too, and pino calls it as the app makes
// its logger: the whole map was decoded during every start (~0.7 s of CPU on a busy machine).
process.setSourceMapsEnabled(true);
