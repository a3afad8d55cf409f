import { auditChanges } from './audit-diff';

describe('auditChanges', () => {
  it('lists only the fields that differ, each before and after', () => {
    expect(
      auditChanges(
        { price: 4999, title: 'Air', published: true },
        { price: 5499, title: 'Air', published: false },
      ),
    ).toEqual([
      { field: 'price', before: '4999', after: '5499' },
      { field: 'published', before: 'true', after: 'false' },
    ]);
  });

  it('lists every field of something new, with nothing before', () => {
    expect(auditChanges(null, { email: 'a@b.in', role: 'staff' })).toEqual([
      { field: 'email', before: '—', after: 'a@b.in' },
      { field: 'role', before: '—', after: 'staff' },
    ]);
  });

  it('shows a plain value change as one line, and nested values as JSON', () => {
    expect(auditChanges('packed', 'shipped')).toEqual([{ field: '', before: 'packed', after: 'shipped' }]);
    expect(auditChanges({ category: ['men'] }, { category: ['men', 'sports'] })).toEqual([
      { field: 'category', before: '["men"]', after: '["men","sports"]' },
    ]);
  });
});
