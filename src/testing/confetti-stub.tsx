/**
 * react-confetti for Jest (`jest.mock('react-confetti', () => jest.requireActual('@/testing/confetti-stub'))`):
 * jsdom has no canvas, and the confetti's presence is what the page controls.
 */
export default function ConfettiStub() {
  return <canvas data-testid="confetti" />;
}
