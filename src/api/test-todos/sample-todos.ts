export const sampleTodos = [
  { _id: '1f0e2d3c-4b5a-4968-8776-655443322110', title: 'Try the request tester' },
  { _id: '2a1b0c9d-8e7f-4a6b-9c5d-4e3f2a1b0c9d', title: 'Send a POST with a JSON body' },
] as const;
