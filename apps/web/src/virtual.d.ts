/** The URL of the Othello engine's weights file, emitted by vite.config.ts's othelloWeights plugin. */
declare module 'virtual:othello-weights' {
  const url: string;
  export default url;
}
