/**
 * targaryen's data model as the store uses it: an immutable database (rules, data, the
 * identity checked) whose simulated reads and writes answer with a new database. Types
 * only; targaryen ships none.
 */

/** The result of a targaryen read, write or update simulation. */
export interface RulesResult {
  allowed: boolean;
  info: string;
  newDatabase: RulesDatabase;
}

/** targaryen's immutable data node. */
export interface DataNode {
  $child(path: string): DataNode;
  $value(): unknown;
  /** Whether the node holds nothing (its value is null), told without building its value. */
  $isNull(): boolean;
  $set(path: string, value: unknown, priority: undefined, now: number): DataNode;
  $merge(path: string, patch: Record<string, unknown>, now: number): DataNode;
}

/** targaryen's immutable database: rules plus the data. */
export interface RulesDatabase {
  root: DataNode;
  rules: object;
  auth: unknown;
  timestamp: number;
  as(auth: unknown): RulesDatabase;
  with(updates: { rules?: object; data?: unknown; now?: number }): RulesDatabase;
  read(path: string, now?: number): RulesResult;
  write(path: string, value: unknown, priority: undefined, now: number): RulesResult;
  update(path: string, patch: Record<string, unknown>, now: number): RulesResult;
}
