import type webpack from 'webpack';

/** Runs one compile of `compiler` and closes it: its stats, or the error that stopped it. */
export function runCompiler(compiler: webpack.Compiler): Promise<webpack.Stats> {
  return new Promise<webpack.Stats>((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || !stats) reject(error ?? new Error('no stats'));
      else resolve(stats);
    });
  });
}
