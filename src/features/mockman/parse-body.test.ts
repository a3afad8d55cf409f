import { parseBody } from './parse-body';

describe('parseBody (spec §5: the body must be valid JSON)', () => {
  it.each(['{}', '[]', '{"todo": {"title": "x"}}', ' 42 ', 'null', '"text"'])('accepts %s', (text) => {
    expect(parseBody(text)).toEqual({ ok: true, value: JSON.parse(text) as unknown });
  });

  it.each(['', '   \n', '{', "{'single': 'quotes'}", '{"trailing": 1,}', 'undefined'])(
    'refuses %j',
    (text) => {
      expect(parseBody(text)).toEqual({ ok: false });
    },
  );
});
