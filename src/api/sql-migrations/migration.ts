/** One step of the schema (src/api/sql-migrations/index.ts lists them in order). */
export interface Migration {
  version: number;
  name: string;
  statements: readonly string[];
}
