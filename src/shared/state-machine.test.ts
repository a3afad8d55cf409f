import { stateMachine } from './state-machine';

const door = stateMachine(['shut', 'open', 'locked'] as const, {
  shut: { open: ['guest', 'owner'], locked: 'owner' },
  open: { shut: 'guest' },
  locked: {},
});

describe('a state machine', () => {
  it('allows the moves of its table, by the actors it names, and no other', () => {
    expect(door.allows('shut', 'open', 'guest')).toBe(true);
    expect(door.allows('shut', 'open', 'owner')).toBe(true);
    expect(door.allows('shut', 'locked', 'guest')).toBe(false);
    expect(door.allows('open', 'locked', 'owner')).toBe(false);
    expect(door.allows('locked', 'shut', 'owner')).toBe(false);
  });

  it('lists the moves from a state and the states a move comes from, per actor', () => {
    expect(door.movesFrom('shut', 'owner')).toEqual(['open', 'locked']);
    expect(door.movesFrom('shut', 'guest')).toEqual(['open']);
    expect(door.movesFrom('locked', 'owner')).toEqual([]);
    expect(door.movesTo('shut', 'guest')).toEqual(['open']);
    expect(door.actorsOf('shut', 'open')).toEqual(['guest', 'owner']);
    expect(door.actorsOf('open', 'locked')).toEqual([]);
  });
});
