/**
 * The one shape of every state machine of the shop (orders, returns, complaints): a table of the
 * allowed moves, from → to → who may make it (one actor or several). A move not in the table is
 * refused; `allows` is the one check, and `movesFrom` what a screen offers.
 */
export type MoveTable<State extends string, Actor extends string> = Readonly<
  Record<State, Partial<Record<State, Actor | readonly Actor[]>>>
>;

export interface StateMachine<State extends string, Actor extends string> {
  /** Who may move from `from` to `to` (none: the table has no such move). */
  actorsOf: (from: State, to: State) => readonly Actor[];
  /** Whether `actor` may move from `from` to `to`. */
  allows: (from: State, to: State, actor: Actor) => boolean;
  /** The moves `actor` may make from `from`, in the order of `states`. */
  movesFrom: (from: State, actor: Actor) => State[];
  /** The states `actor` may move to `to` from. */
  movesTo: (to: State, actor: Actor) => State[];
}

export function stateMachine<State extends string, Actor extends string>(
  states: readonly State[],
  moves: MoveTable<State, Actor>,
): StateMachine<State, Actor> {
  const actorsOf = (from: State, to: State): readonly Actor[] => {
    const by = moves[from][to];
    return by === undefined ? [] : typeof by === 'string' ? [by as Actor] : by;
  };
  const allows = (from: State, to: State, actor: Actor) => actorsOf(from, to).includes(actor);
  return {
    actorsOf,
    allows,
    movesFrom: (from, actor) => states.filter((to) => allows(from, to, actor)),
    movesTo: (to, actor) => states.filter((from) => allows(from, to, actor)),
  };
}
