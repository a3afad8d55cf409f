// @ts-check
// A Jest reporter: at the end of a run, how long each project (displayName) took. Suites of several
// projects run side by side in the workers, so each row gives both the project's span (its first
// suite's start to its last suite's end) and the time its suites took added up; the slowest suites
// follow, as they are where time is won or lost.

const SLOWEST_SHOWN = 5;

/**
 * The parts of Jest's Test and TestResult this reporter reads (their packages are Jest's own, not
 * ours to import).
 * @typedef {{ path: string, context: { config: { displayName?: { name: string }, rootDir: string } } }} SuiteRun
 * @typedef {{ perfStats: { start: number, end: number } }} SuiteResult
 */

/** @param {number} ms */
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

class ProjectTimes {
  constructor() {
    /** @type {Map<string, { suites: number; summed: number; start: number; end: number }>} */
    this.projects = new Map();
    /** @type {{ name: string; ms: number }[]} */
    this.suites = [];
    this.runStart = Date.now();
  }

  onRunStart() {
    this.runStart = Date.now();
  }

  /**
   * @param {SuiteRun} test
   * @param {SuiteResult} result
   */
  onTestResult(test, result) {
    const name = test.context.config.displayName?.name ?? '(no project)';
    const { start, end } = result.perfStats;
    const ms = Math.max(0, end - start);
    const project = this.projects.get(name) ?? { suites: 0, summed: 0, start, end };
    project.suites += 1;
    project.summed += ms;
    project.start = Math.min(project.start, start);
    project.end = Math.max(project.end, end);
    this.projects.set(name, project);
    this.suites.push({ name: `${name} ${test.path.slice(test.context.config.rootDir.length + 1)}`, ms });
  }

  onRunComplete() {
    if (this.projects.size === 0) return;
    const lines = [
      '',
      'Time per project (span: first suite start to last suite end; summed: suites added up)',
    ];
    for (const [name, project] of this.projects) {
      lines.push(
        `  ${name.padEnd(24)} ${String(project.suites).padStart(4)} suites  span ${seconds(project.end - project.start).padStart(8)}  summed ${seconds(project.summed).padStart(8)}`,
      );
    }
    const slowest = [...this.suites].sort((a, b) => b.ms - a.ms).slice(0, SLOWEST_SHOWN);
    if (this.suites.length > SLOWEST_SHOWN) {
      lines.push('Slowest suites');
      for (const suite of slowest) lines.push(`  ${seconds(suite.ms).padStart(8)}  ${suite.name}`);
    }
    lines.push(`Whole run: ${seconds(Date.now() - this.runStart)}`, '');
    process.stderr.write(lines.join('\n'));
  }
}

module.exports = ProjectTimes;
