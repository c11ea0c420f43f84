/** The little of SaxonJS (npm saxon-js, no types of its own) the EN 16931 validation uses. */
declare module 'saxon-js' {
  type TransformOptions = {
    stylesheetInternal?: unknown;
    stylesheetFileName?: string;
    sourceText: string;
    destination: 'serialized';
  };
  const SaxonJS: {
    transform(options: TransformOptions, mode: 'async'): Promise<{ principalResult: string }>;
    transform(options: TransformOptions): { principalResult: string };
  };
  export default SaxonJS;
}
