import { render, screen } from '@testing-library/react';
import { useAfterFirstPaint } from './use-after-first-paint';

function Later({ now }: { now: boolean }) {
  return <p>{useAfterFirstPaint(now) ? 'shown' : 'waiting'}</p>;
}

describe('useAfterFirstPaint', () => {
  it('is false on the first render and true once the page has painted', async () => {
    render(<Later now={false} />);
    expect(screen.getByText('waiting')).toBeInTheDocument();
    expect(await screen.findByText('shown')).toBeInTheDocument();
  });

  it('is true from the first render when the part can show at once (its code loaded, or the server rendered it)', () => {
    render(<Later now />);
    expect(screen.getByText('shown')).toBeInTheDocument();
  });
});
