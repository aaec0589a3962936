/** The URL of the Othello engine's weights file, emitted by vite.config.ts's othelloWeights plugin. */
declare module 'virtual:othello-weights' {
  const url: string;
  export default url;
}

/** Each game's home-page picture URL, by route id (make/thumbnails.ts draws them at build time). */
declare module 'virtual:thumbnails' {
  const urls: Readonly<Record<string, string>>;
  export default urls;
}
